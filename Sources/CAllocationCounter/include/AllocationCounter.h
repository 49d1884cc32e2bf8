#ifndef TABBAR_ALLOCATION_COUNTER_H
#define TABBAR_ALLOCATION_COUNTER_H

/// Counts heap allocations for `tabbar-bench`.
///
/// On Linux with glibc, this library defines malloc, calloc, realloc, posix_memalign,
/// aligned_alloc and memalign. Linked into an executable, those definitions take precedence
/// over glibc's for every library in the process (the Swift runtime included), count the call,
/// and forward to glibc's own entry points (__libc_malloc and friends). Elsewhere nothing is
/// interposed and counting is unavailable.

/// Whether allocations are really being counted (1) or not (0).
int tabbar_allocation_counting_available(void);

/// The number of allocation calls (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign) made by the whole process so far.
long long tabbar_allocation_count(void);

#endif
