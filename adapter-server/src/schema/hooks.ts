import type { Request, Response } from 'express';
import type { ResourceDef } from '../../../src/common/resources';
import type { AppContext } from '../context';
import type { Executor, Trx } from '../db/database';
import type { UploadHandler } from '../http/upload';
import type { StaffUser } from '../sso/sso.service';
import type { Cond } from './crud.repository';
import type { Row } from './records';

/**
 * The real behaviour a resource adds to the generic CRUD: ownership, rules, side tables, events. Every hook
 * is optional; a resource with none is pure schema.
 */
export interface ResourceHooks {
  /** Conditions every read and write of this caller carries (e.g. personal quick replies: only their own). */
  scope?(user: StaffUser, input: Row): Cond[];
  /** Checks and completes the values (API names) before they are written; `existing` is null on create. */
  beforeWrite?(trx: Trx, user: StaffUser, values: Row, existing: Row | null): Promise<void>;
  /** Writes what lives outside the resource's table (e.g. a group's members), inside the same transaction. */
  afterWrite?(trx: Trx, user: StaffUser, id: string, values: Row): Promise<void>;
  beforeDelete?(trx: Trx, user: StaffUser, existing: Row[]): Promise<void>;
  /**
   * Rewrites a list's filters that need the database to become conditions (e.g. a quick-reply type with its
   * sub-types): answers the input without the filters it took and the conditions that replace them.
   */
  listFilters?(db: Executor, user: StaffUser, input: Row): Promise<{ input: Row; where: Cond[] }>;
  /** Adds derived fields to the records of a page (e.g. member names). */
  decorate?(db: Executor, records: Row[]): Promise<Row[]>;
  /** After the commit: domain events (the robot rebuilds its index, the word filter its automaton). */
  afterCommit?(ctx: AppContext, change: { kind: 'create' | 'update' | 'delete'; ids: string[] }): void;
}

/** What a hand-written endpoint receives: the validated input and the caller. */
export interface CallContext {
  ctx: AppContext;
  user: StaffUser;
  resource: ResourceDef;
  resourceName: string;
  input: Row;
  req: Request;
  res: Response;
}

/** Marks an answer the handler has already sent itself (a file download). */
export const SENT = Symbol('sent');

/** Returns the envelope's `data` (or `SENT`). */
export type EndpointHandler = (c: CallContext) => Promise<unknown>;

export interface Management {
  hooks: Record<string, ResourceHooks>;
  /** Keyed `METHOD controller/path`, e.g. `PUT agentMgt/forceOffline`. */
  handlers: Record<string, EndpointHandler>;
  /** Body parsers a call needs before validation (multipart uploads). */
  uploads?: Record<string, UploadHandler>;
}
