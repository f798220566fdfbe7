import type { Executor } from '../../db/database';
import { badRequest, forbidden, refused } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { Cond } from '../../schema/crud.repository';
import type { EndpointHandler, ResourceHooks } from '../../schema/hooks';
import type { Row } from '../../schema/records';
import { mayOpen, type StaffUser } from '../../sso/sso.service';
import { countChildTypes, countRepliesOfTypes, findType, repliesOf, typesOf } from './quick-reply.repository';

export const COMMON = 0;
export const PERSONAL = 1;
const TYPE_IN_USE = 'This type still has quick replies or sub-types; move or delete them first';
const BAD_TYPE = 'is not one of your quick reply types';
const CYCLE = 'cannot be the type itself or one of its sub-types';
addTranslations({ [TYPE_IN_USE]: '该分类下仍有快捷回复或子分类，请先移走或删除', [BAD_TYPE]: '不是您可用的快捷回复分类', [CYCLE]: '不能是分类自身或其子分类' });

/** Common replies (type 0) are the managers' (route /quickReplyMgt); personal ones (type 1) only their owner's. */
const mayManageCommon = (u: StaffUser) => mayOpen(u, ['/quickReplyMgt']);

function ownership(user: StaffUser, input: Row): Cond[] {
  const own: Cond[] = [{ column: 'type', op: '=', value: PERSONAL }, { column: 'owner_user_id', op: '=', value: user.id }];
  if (input.type === COMMON && !mayManageCommon(user)) throw forbidden();
  if (input.type === PERSONAL) return own;
  if (input.type === COMMON) return [];
  // A call naming no type (edit, delete, get by id) reaches common rows only for managers.
  return mayManageCommon(user) ? [{ op: 'or', any: [[{ column: 'type', op: '=', value: COMMON }], own] }] : own;
}

async function checkTypeRef(db: Executor, user: StaffUser, field: string, typeId: unknown, kind: number): Promise<void> {
  if (typeof typeId !== 'string') return;
  const t = await findType(db, typeId);
  if (!t || t.type !== kind || (kind === PERSONAL && t.owner_user_id !== user.id)) {
    throw badRequest(`Invalid request body: ${field} ${BAD_TYPE}`, [{ field, message: BAD_TYPE }]);
  }
}

const kindOf = (values: Row, existing: Row | null) => Number(existing?.type ?? values.type);

/** The `typeId` filter value that lists the replies saved without a type. */
export const UNTYPED = 'none';

/** The ids of a type and of every type under it. */
async function subtreeOf(db: Executor, typeId: string): Promise<string[]> {
  const t = await findType(db, typeId);
  if (!t) return [typeId];
  const all = await typesOf(db, t.type, t.type === PERSONAL ? t.owner_user_id : null);
  const ids = [typeId];
  for (let i = 0; i < ids.length; i++) for (const c of all) if (c.parent_id === ids[i] && !ids.includes(c.id)) ids.push(c.id);
  return ids;
}

export const quickReplyHooks: ResourceHooks = {
  scope: ownership,
  // Choosing a type lists its sub-types' replies too; `none` lists the replies saved without a type.
  async listFilters(db, _user, input) {
    const { typeId, ...rest } = input;
    if (typeof typeId !== 'string' || typeId === '') return { input, where: [] };
    if (typeId === UNTYPED) return { input: rest, where: [{ column: 'type_id', op: 'isNull' }] };
    return { input: rest, where: [{ column: 'type_id', op: 'in', value: await subtreeOf(db, typeId) }] };
  },
  async beforeWrite(trx, user, values, existing) {
    const kind = kindOf(values, existing);
    if (kind === COMMON && !mayManageCommon(user)) throw forbidden();
    values.ownerUserId = kind === PERSONAL ? (existing?.ownerUserId ?? user.id) : null;
    await checkTypeRef(trx, user, 'typeId', values.typeId, kind);
  },
};

export const quickReplyTypeHooks: ResourceHooks = {
  scope: ownership,
  async beforeWrite(trx, user, values, existing) {
    const kind = kindOf(values, existing);
    if (kind === COMMON && !mayManageCommon(user)) throw forbidden();
    values.ownerUserId = kind === PERSONAL ? (existing?.ownerUserId ?? user.id) : null;
    await checkTypeRef(trx, user, 'parentId', values.parentId, kind);
    // A type cannot move under itself or its own subtree.
    for (let p = values.parentId as string | null | undefined; existing && p; p = (await findType(trx, p))?.parent_id) {
      if (p === existing.id) throw badRequest(`Invalid request body: parentId ${CYCLE}`, [{ field: 'parentId', message: CYCLE }]);
    }
  },
  async beforeDelete(trx, _user, existing) {
    const ids = existing.map((r) => String(r.id));
    if ((await countRepliesOfTypes(trx, ids)) || (await countChildTypes(trx, ids))) throw refused(TYPE_IN_USE);
  },
};

interface TreeNode extends Row {
  children: TreeNode[];
}

/** The types of one kind as a tree, each node with its children in order. */
function treeOf(rows: Awaited<ReturnType<typeof typesOf>>): TreeNode[] {
  const nodes = new Map<string, TreeNode>(
    rows.map((r) => [r.id, { id: r.id, type: r.type, parentId: r.parent_id, name: r.name, sort: r.sort, children: [] }]),
  );
  const roots: TreeNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(String(n.parentId)) : undefined;
    (parent ? parent.children : roots).push(n);
  }
  return roots;
}

const replyView = (r: Awaited<ReturnType<typeof repliesOf>>[number]) => ({
  id: r.id,
  typeId: r.type_id,
  title: r.title,
  content: r.content,
  sort: r.sort,
  clickCount: r.click_count,
});

export const quickReplyHandlers: Record<string, EndpointHandler> = {
  'GET quickReplyTypeMgt/listTree': async ({ ctx, user, input }) => {
    // Without a type: every tree the caller may see (the common one for managers, and their own).
    const kinds = input.type !== undefined ? [Number(input.type)] : mayManageCommon(user) ? [COMMON, PERSONAL] : [PERSONAL];
    kinds.forEach((kind) => ownership(user, { type: kind }));
    const trees = await Promise.all(kinds.map(async (kind) => treeOf(await typesOf(ctx.db.kysely, kind, kind === PERSONAL ? user.id : null))));
    return trees.flat();
  },
  // The API keeps the legacy call; every read goes to the database, so there is no cache to refresh.
  'POST quickReplyTypeMgt/refresh/cache': async () => null,
  'GET quickReplyMgt/listCommon': async ({ ctx }) => (await repliesOf(ctx.db.kysely, COMMON, null)).map(replyView),
  'GET quickReplyMgt/listPerson': async ({ ctx, user }) => (await repliesOf(ctx.db.kysely, PERSONAL, user.id)).map(replyView),
};
