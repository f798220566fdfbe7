import { nestPairs, type Pair } from './pairs';

/** Texts of the background exports (the header's Exports list and the export buttons), English and Simplified Chinese. */
const TEXTS: Record<string, Pair> = {
  title: ['Exports', '导出文件'],
  open: ['Exports', '导出文件'],
  // The badge's number is part of the button's name.
  openBusy: ['Exports: %{count} being written', '导出文件：%{count} 个生成中'],
  queued: [
    'The export has %{rows} rows: it is being prepared in the background. Follow it under Exports at the top of the page.',
    '本次导出共 %{rows} 行，正在后台生成。可在页面顶部的“导出文件”中查看进度。',
  ],
  ready: ['%{name} is ready: download it under Exports.', '%{name} 已生成，可在“导出文件”中下载。'],
  empty: ['No exports yet. Large exports are prepared here in the background.', '暂无导出文件。数据量大的导出会在这里后台生成。'],
  loadFailed: ['The exports could not be loaded.', '导出文件加载失败。'],
  retry: ['Retry', '重试'],
  loading: ['Loading the exports…', '正在加载导出文件…'],
  'status.queued': ['Waiting to start · %{total} rows', '等待开始 · 共 %{total} 行'],
  'status.running': ['%{done} of %{total} rows written (%{percent}%)', '已写入 %{done} / %{total} 行（%{percent}%）'],
  'status.done': ['Ready · %{rows} rows · %{size} · %{time}', '已完成 · %{rows} 行 · %{size} · %{time}'],
  'status.failed': ['Failed', '失败'],
  'error.failed': ['The export failed; ask for it again.', '导出失败，请重新导出。'],
  'error.stopped': ['The export was interrupted too often; ask for it again.', '导出多次中断，请重新导出。'],
  download: ['Download', '下载'],
  downloadOf: ['Download %{name}', '下载 %{name}'],
  delete: ['Delete', '删除'],
  deleteOf: ['Delete %{name}', '删除 %{name}'],
  deleted: ['The export was deleted', '导出文件已删除'],
  keep: ['Files are kept %{days} days.', '文件保留 %{days} 天。'],
  close: ['Close', '关闭'],
};

export const exportsEn = { ccim: { exports: nestPairs(TEXTS, 0) } };
export const exportsZh = { ccim: { exports: nestPairs(TEXTS, 1) } };
