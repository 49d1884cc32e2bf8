extension AccessibilityLanguage {
  /// Arabic ("علامة تبويب، 2 من 4"), with its six plural forms: zero, one, two, few (3–10), many (11–99) and other (100…).
  package static let arabic = AccessibilityLanguage(
    code: "ar", pluralRule: .arabic,
    messages: [
      .tabPosition: .text("علامة تبويب، {position} من {total}"),
      .newItems: .plural([
        .zero: "لا توجد عناصر جديدة", .one: "عنصر جديد واحد", .two: "عنصران جديدان",
        .few: "{count} عناصر جديدة", .many: "{count} عنصرًا جديدًا", .other: "{count} عنصر جديد",
      ]),
      .moreThanNewItems: .plural([
        .few: "أكثر من {count} عناصر جديدة", .many: "أكثر من {count} عنصرًا جديدًا",
        .other: "أكثر من {count} عنصر جديد",
      ]),
      .dimmed: .text("معتم"),
      .selected: .text("محدد"),
      .actionHint: .text("ينفّذ إجراءً دون مغادرة علامة التبويب الحالية"),
      .untitledTab: .text("علامة تبويب"),
      .moreTab: .text("المزيد"),
      .moreTabs: .plural([
        .zero: "لا توجد علامات تبويب", .one: "علامة تبويب واحدة", .two: "علامتا تبويب",
        .few: "{count} علامات تبويب", .many: "{count} علامة تبويب", .other: "{count} علامة تبويب",
      ]),
      .moreHint: .text("يعرض علامات التبويب الأخرى"),
      .nextTab: .text("علامة التبويب التالية"),
      .previousTab: .text("علامة التبويب السابقة"),
      .showTab: .text("إظهار"),
      .hideTab: .text("إخفاء"),
      .addToTabBar: .text("إضافة إلى شريط علامات التبويب"),
      .removeFromTabBar: .text("إزالة من شريط علامات التبويب"),
      .resetSectionOrder: .text("إعادة تعيين الترتيب"),
      .editTabs: .text("تحرير"),
      .done: .text("تم"),
      .resetCustomization: .text("إعادة تعيين"),
      .showSidebar: .text("إظهار الشريط الجانبي"),
      .showTabBar: .text("إظهار شريط علامات التبويب"),
    ])
}
