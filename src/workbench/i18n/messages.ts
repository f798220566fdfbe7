import { chatEn, chatZh } from './chat';
import { deskEn, deskZh } from './desk';

/**
 * Every text of the workbench, English and Simplified Chinese side by side (same keys in both): the chat view
 * (`ccim.workbench.*`) and the desk around it (`ccim.desk.*`). The back-office's i18nProvider merges them.
 */
export const workbenchEn = { ccim: { workbench: chatEn, desk: deskEn } };
export const workbenchZh = { ccim: { workbench: chatZh, desk: deskZh } };
