#include "AllocationCounter.h"

#if defined(__linux__)
#include <features.h>  // defines __GLIBC__ on glibc systems
#endif

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

// glibc's own allocator entry points, exported for exactly this kind of wrapper.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic long long allocations = 0;

static void count_one(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
  count_one();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_one();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_one();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  count_one();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) return ENOMEM;
  *result = pointer;
  return 0;
}

int tabbar_allocation_counting_available(void) { return 1; }

long long tabbar_allocation_count(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

#else

int tabbar_allocation_counting_available(void) { return 0; }

long long tabbar_allocation_count(void) { return 0; }

#endif
