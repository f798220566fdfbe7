import { badRequest, refused, warning } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import { DUPLICATE } from '../../schema/crud.service';
import type { ResourceHooks } from '../../schema/hooks';
import type { Row } from '../../schema/records';
import { countChildren, countUses, findReason, siblingsNamed } from './contact-reason.repository';

const BLANK = 'must not be blank';
const NOT_TOP = 'must be a top-level reason';
const HAS_CHILDREN = 'a reason with sub-reasons cannot become a sub-reason';
const IN_USE = 'This reason is set on chats; disable it instead of deleting it';
const PARENT_OF = 'This reason still has sub-reasons; delete or move them first';
addTranslations({
  [BLANK]: '不能只包含空格',
  [NOT_TOP]: '必须是一级原因',
  [HAS_CHILDREN]: '有子原因的原因不能成为子原因',
  [IN_USE]: '该原因已用于会话，请停用而不是删除',
  [PARENT_OF]: '该原因下仍有子原因，请先删除或移走',
  'Invalid request body: nameEn must not be blank': '请求无效：英文名称不能只包含空格',
  'Invalid request body: nameZh must not be blank': '请求无效：中文名称不能只包含空格',
  'Invalid request body: parentId must be a top-level reason': '请求无效：上级原因必须是一级原因',
  'Invalid request body: parentId a reason with sub-reasons cannot become a sub-reason': '请求无效：有子原因的原因不能成为子原因',
});

const fieldError = (field: string, message: string) => badRequest(`Invalid request body: ${field} ${message}`, [{ field, message }]);

/** `English / 中文`: how pickers and the parent column name a reason. */
export const reasonLabel = (r: Row) => `${String(r.nameEn)} / ${String(r.nameZh)}`;

/**
 * The tree has two levels: a sub-reason's parent is a top-level reason, and a reason with sub-reasons stays at the
 * top. Names are trimmed; two reasons under the same parent never share a name in either language.
 */
export const contactReasonHooks: ResourceHooks = {
  // `label` (either name) is not a column: it becomes a condition on both names.
  async listFilters(_db, _user, input) {
    const { label, ...rest } = input;
    if (typeof label !== 'string' || label.trim() === '') return { input: rest, where: [] };
    const value = label.trim();
    return { input: rest, where: [{ op: 'or', any: [[{ column: 'name_en', op: 'contains', value }], [{ column: 'name_zh', op: 'contains', value }]] }] };
  },
  async decorate(_db, records) {
    return records.map((r) => ({ ...r, label: reasonLabel(r) }));
  },
  async beforeWrite(trx, _user, values, existing) {
    for (const f of ['nameEn', 'nameZh']) {
      if (typeof values[f] !== 'string') continue;
      values[f] = (values[f] as string).trim();
      if (!values[f]) throw fieldError(f, BLANK);
    }
    const merged: Row = { ...existing, ...values };
    const parentId = (merged.parentId ?? null) as string | null;
    if (parentId !== null) {
      const parent = await findReason(trx, parentId);
      if (!parent || parent.parent_id !== null || parent.id === existing?.id) throw fieldError('parentId', NOT_TOP);
      if (existing && (await countChildren(trx, [String(existing.id)]))) throw fieldError('parentId', HAS_CHILDREN);
    }
    const clash = await siblingsNamed(trx, parentId, String(merged.nameEn), String(merged.nameZh), existing ? String(existing.id) : null);
    if (clash.length) {
      const errors = [
        ...(clash.some((c) => c.name_en === merged.nameEn) ? [{ field: 'nameEn', message: 'already exists' }] : []),
        ...(clash.some((c) => c.name_zh === merged.nameZh) ? [{ field: 'nameZh', message: 'already exists' }] : []),
      ];
      throw warning(DUPLICATE, { errors });
    }
  },
  async beforeDelete(trx, _user, existing) {
    const ids = existing.map((r) => String(r.id));
    // Deleting a parent with its children in the same call is fine; children left behind are not.
    const kids = (await countChildren(trx, ids)) - existing.filter((r) => r.parentId !== null && ids.includes(String(r.parentId))).length;
    if (kids > 0) throw refused(PARENT_OF);
    if (await countUses(trx, ids)) throw refused(IN_USE);
  },
};
