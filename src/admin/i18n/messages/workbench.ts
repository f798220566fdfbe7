/** Texts of the workbench screens, English and Simplified Chinese side by side (same keys in both). */
export const workbenchEn: Record<string, unknown> = {};
export const workbenchZh: Record<string, unknown> = {};
