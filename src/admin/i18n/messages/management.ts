/** Texts of the management screens, English and Simplified Chinese side by side (same keys in both). */
export const managementEn: Record<string, unknown> = {};
export const managementZh: Record<string, unknown> = {};
