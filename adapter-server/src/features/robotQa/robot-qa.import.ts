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
import { insertQaRows, questionsTaken, updateQaByQuestion } from './robot-qa.repository';

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

/** What an import does, row by row: a new question is added, one already in the base is changed. */
export interface ImportPlan {
  added: { row: number; question: string }[];
  changed: { row: number; question: string }[];
  refused: { row: number; question: string; errors: { field: string; message: string }[] }[];
}

type Parsed = NonNullable<Awaited<ReturnType<typeof parseImport>>>;

async function readRows(buffer: Buffer): Promise<Parsed> {
  const rows = await parseImport(buffer);
  if (!rows) throw badRequest(NOT_XLSX, [{ field: 'file', message: NOT_XLSX }]);
  if (!rows.length) throw badRequest(EMPTY, [{ field: 'file', message: EMPTY }]);
  if (rows.length > MAX_ROWS) throw badRequest(TOO_MANY, [{ field: 'file', message: TOO_MANY }]);
  return rows;
}

/** Every row checked by the form's rules and for duplicates inside the file; answers are sanitized in place. */
function checkRows(rows: Parsed): RowError[] {
  const errors: RowError[] = [];
  const seen = new Set<string>();
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
    seen.add(q);
    const { validFrom, validTo } = r.values;
    if (typeof validFrom === 'number' && typeof validTo === 'number' && validTo <= validFrom) {
      errors.push({ row: r.row, field: 'validTo', message: 'must be after the start of validity' });
    }
  }
  return errors.sort((a, b) => a.row - b.row);
}

async function planOf(trx: Trx, rows: Parsed, errors: RowError[]): Promise<ImportPlan> {
  const taken = new Set(await questionsTaken(trx, rows.map((r) => String(r.values.question ?? '')).filter(Boolean)));
  const plan: ImportPlan = { added: [], changed: [], refused: [] };
  for (const r of rows) {
    const question = String(r.values.question ?? '');
    const bad = errors.filter((e) => e.row === r.row).map(({ field, message }) => ({ field, message }));
    if (bad.length) plan.refused.push({ row: r.row, question, errors: bad });
    else (taken.has(question) ? plan.changed : plan.added).push({ row: r.row, question });
  }
  return plan;
}

const columnsOf = (r: Parsed[number]) => ({
  similar_questions: JSON.stringify(r.values.similarQuestions),
  keywords: JSON.stringify((r.values.keywords as string[]).map((k) => k.toLowerCase())),
  answer: String(r.values.answer),
  classify: Number(r.values.classify),
  enabled: r.values.enabled ? 1 : 0,
  valid_from: (r.values.validFrom as number | null) ?? null,
  valid_to: (r.values.validTo as number | null) ?? null,
});

/**
 * Imports a filled template in one transaction. A question already in the base updates that entry (its links,
 * hits and creation stay); a new one is added. Every row is checked first (the form's rules, duplicates in the
 * file); one bad row rejects the whole file with every row number and reason, and nothing is written.
 * `dryRun` answers the plan (added, changed, refused) and writes nothing.
 */
export async function importQa(db: DB, buffer: Buffer, opts: { dryRun?: boolean; also?: (trx: Trx) => Promise<void> } = {}) {
  const rows = await readRows(buffer);
  const errors = checkRows(rows);
  return db.transaction().execute(async (trx) => {
    const plan = await planOf(trx, rows, errors);
    if (opts.dryRun) return { dryRun: true, ...plan };
    if (errors.length) {
      const summary = `${plan.refused.length} bad row(s); nothing was imported`;
      throw badRequest(summary, errors.map((e) => ({ field: `row ${e.row} ${e.field}`, message: e.message })));
    }
    const at = Date.now();
    const changed = new Set(plan.changed.map((c) => c.question));
    const records: RobotQaTable[] = rows
      .filter((r) => !changed.has(String(r.values.question)))
      .map((r) => ({ id: newId(), question: String(r.values.question), ...columnsOf(r), links: '[]', published: 1, hits: 0, created_at: at, updated_at: at }));
    await insertQaRows(trx, records);
    for (const r of rows.filter((x) => changed.has(String(x.values.question)))) {
      await updateQaByQuestion(trx, String(r.values.question), { ...columnsOf(r), updated_at: at });
    }
    await opts.also?.(trx);
    return { imported: rows.length, added: records.length, changed: changed.size };
  });
}
