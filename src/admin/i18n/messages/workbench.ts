import { deskEn, deskZh } from './workbenchDesk';

/** Texts of the workbench screens, English and Simplified Chinese side by side (same keys in both). */
export const workbenchEn: Record<string, unknown> = { ccim: { desk: deskEn } };
export const workbenchZh: Record<string, unknown> = { ccim: { desk: deskZh } };
