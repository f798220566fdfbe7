import { resolveResource, resourcesSchema } from '../../../../src/common/resources';
import type { DB, Trx } from '../../db/database';
import { newId } from '../../db/ids';
import type { RobotQaTable } from '../../db/tables/robot.table';
import { badRequest } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import { ajv, toFieldErrors } from '../../http/validation';
import { createSchema } from '../../schema/json-schema';
import { plainText, sanitizeRichText } from '../../schema/sanitize';
import { parseImport } from './robot-qa.xlsx';
import { insertQaRows, questionsTaken } from './robot-qa.repository';

const resource = resolveResource(resourcesSchema, 'robotQaMgt');
const validateRow = ajv.compile(createSchema(resourcesSchema, { ...resource, fields: resource.fields.filter((f) => f.name !== 'links') }));
const MAX_ROWS = 5000;

const NOT_XLSX = 'The file is not an xlsx workbook';
const EMPTY = 'The file has no rows to import';
const TOO_MANY = `The file has more than ${MAX_ROWS} rows`;
addTranslations({
  [NOT_XLSX]: '文件不是 xlsx 工作簿',
  [EMPTY]: '文件中没有可导入的行',
  [TOO_MANY]: `文件超过 ${MAX_ROWS} 行`,
  'already exists': '已存在',
  'appears twice in the file': '在文件中重复出现',
  'must be 1 or 0': '必须是 1 或 0',
});

export interface RowError {
  row: number;
  field: string;
  message: string;
}

/**
 * Imports a filled template in one transaction. Every row is checked first (the same rules as the form, plus
 * duplicates in the file and in the base); one bad row rejects the whole file with every row number and
 * reason, and nothing is written.
 */
export async function importQa(db: DB, buffer: Buffer, also?: (trx: Trx) => Promise<void>): Promise<{ imported: number }> {
  const rows = await parseImport(buffer);
  if (!rows) throw badRequest(NOT_XLSX, [{ field: 'file', message: NOT_XLSX }]);
  if (!rows.length) throw badRequest(EMPTY, [{ field: 'file', message: EMPTY }]);
  if (rows.length > MAX_ROWS) throw badRequest(TOO_MANY, [{ field: 'file', message: TOO_MANY }]);

  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    r.problems.forEach((p) => errors.push({ row: r.row, ...p }));
    const values = { ...r.values };
    for (const p of r.problems) delete values[p.field];
    if (!validateRow(values)) {
      const known = new Set(r.problems.map((p) => p.field));
      toFieldErrors(validateRow.errors).forEach((e) => !known.has(e.field) && errors.push({ row: r.row, ...e }));
    }
    const answer = sanitizeRichText(String(r.values.answer ?? ''));
    if (r.values.answer && !plainText(answer)) errors.push({ row: r.row, field: 'answer', message: 'must not be empty' });
    r.values.answer = answer;
    const q = String(r.values.question ?? '');
    if (q && seen.has(q)) errors.push({ row: r.row, field: 'question', message: 'appears twice in the file' });
    seen.set(q, r.row);
    const { validFrom, validTo } = r.values;
    if (typeof validFrom === 'number' && typeof validTo === 'number' && validTo <= validFrom) {
      errors.push({ row: r.row, field: 'validTo', message: 'must be after the start of validity' });
    }
  }

  return db.transaction().execute(async (trx) => {
    for (const q of await questionsTaken(trx, [...seen.keys()].filter(Boolean))) {
      errors.push({ row: seen.get(q)!, field: 'question', message: 'already exists' });
    }
    if (errors.length) {
      errors.sort((a, b) => a.row - b.row);
      const badRows = new Set(errors.map((e) => e.row)).size;
      const summary = `${badRows} bad row(s); nothing was imported`;
      throw badRequest(summary, [
        ...errors.map((e) => ({ field: `row ${e.row} ${e.field}`, message: e.message })),
      ]);
    }
    const at = Date.now();
    const records: RobotQaTable[] = rows.map((r) => ({
      id: newId(),
      question: String(r.values.question),
      similar_questions: JSON.stringify(r.values.similarQuestions),
      keywords: JSON.stringify((r.values.keywords as string[]).map((k) => k.toLowerCase())),
      answer: String(r.values.answer),
      classify: Number(r.values.classify),
      links: '[]',
      enabled: r.values.enabled ? 1 : 0,
      valid_from: (r.values.validFrom as number | null) ?? null,
      valid_to: (r.values.validTo as number | null) ?? null,
      hits: 0,
      created_at: at,
      updated_at: at,
    }));
    await insertQaRows(trx, records);
    await also?.(trx);
    return { imported: records.length };
  });
}
