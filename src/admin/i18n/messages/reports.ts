/** Texts of the reports screens, English and Simplified Chinese side by side (same keys in both). */
export const reportsEn: Record<string, unknown> = {};
export const reportsZh: Record<string, unknown> = {};
