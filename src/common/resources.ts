import raw from '../../resources.schema.json';

/**
 * The types of `resources.schema.json`, the one declaration of every management resource (design.md "One
 * schema, two ends"). The server checks the file against `resources.meta.schema.json` at start; the browser
 * builds its screens and its data provider from the same object.
 */
type FieldType =
  | 'id'
  | 'string'
  | 'text'
  | 'richText'
  | 'integer'
  | 'boolean'
  | 'enum'
  | 'enumList'
  | 'stringList'
  /** Routing-rule conditions: `{field, op, value}` objects (src/common/routingRules.ts). */
  | 'conditionList'
  /** Automation acts: `{type, value, dept?}` objects (src/common/automation.ts). */
  | 'actionList'
  | 'datetime'
  | 'time'
  | 'reference'
  | 'referenceList';

type EnumValue = string | number;

interface EnumDef {
  values: EnumValue[];
}

interface ReferenceDef {
  /** The resource the value points at. */
  resource: string;
  /** The field of the referenced record shown as its label. */
  optionText: string;
}

export interface FieldDef {
  name: string;
  type: FieldType;
  /** The table column when it is not the snake_case of `name`. */
  column?: string;
  required?: boolean;
  /** Shown, never written by a client. */
  readOnly?: boolean;
  /** Set once when the record is created. */
  createOnly?: boolean;
  /** Not stored in the resource's table (a hand-written handler fills it). */
  virtual?: boolean;
  /** A second record with the same value is refused as a warning (status -2). */
  unique?: boolean;
  /** Accepts null. */
  nullable?: boolean;
  /** Kept out of generated lists and forms (set by the server or by a fixed scope). */
  hidden?: boolean;
  default?: EnumValue | boolean | null | EnumValue[];
  enum?: string;
  reference?: ReferenceDef;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  maxItems?: number;
  /** Length limit of each item of a stringList (of each value of a conditionList). */
  itemMaxLength?: number;
  /** Set by the server: the time of creation / of the last change, or the signed-in user's name. */
  auto?: 'createdAt' | 'updatedAt' | 'userName' | 'userId';
  /** Form hint: full width, multi-line. */
  multiline?: boolean;
  /** Which fields a conditionList's conditions may test: the routing rules' (default) or the automation rules'. */
  conditionSet?: 'routing' | 'automation';
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  method: HttpMethod;
  /** Another controller than the resource's (e.g. `agent/listAll` for agents). */
  controller?: string;
  /** Relative to the controller; `{id}` marks a path parameter. */
  path: string;
  /** Where a GET or DELETE takes its parameters; body by default except for GET. */
  paramsIn?: 'body' | 'query' | 'path';
  /** The list answers every record at once (the browser pages it). */
  unpaged?: boolean;
}

interface InputDef {
  /** Fields of the resource taken by the call. */
  fields?: string[];
  /** Fields the call takes that the resource does not have. */
  extra?: FieldDef[];
  /** Which of them are required (default: all of `fields`). */
  required?: string[];
}

export interface ActionDef {
  name: string;
  endpoint: EndpointDef;
  /** record: a button per row / on the edit page; list: a button over the list; helper: used by a form. */
  scope: 'record' | 'list' | 'helper';
  input?: InputDef;
  confirm?: boolean;
  /** Only these roles may call it (checked before its input is read), besides the menu granting the resource. */
  roles?: ('admin' | 'supervisor' | 'agent')[];
  /** The record field whose value decides whether the button shows (e.g. only for pending rows). */
  showWhen?: { field: string; values: EnumValue[] };
}

export interface FilterDef {
  field: string;
  op: 'eq' | 'contains' | 'gte' | 'lte';
  /** The request parameter, when not the field name (e.g. createdAtFrom). */
  param?: string;
  /** The value meaning "no filter" (docs/product.md's classify -1 "all"). */
  allValue?: EnumValue;
  /** Shown without clicking "add filter". */
  alwaysOn?: boolean;
}

export interface ResourceDef {
  /**
   * Another resource whose controller, table, endpoints and fields this one shares; it differs in route,
   * menu and scope (personal quick replies are the common ones scoped to type 1). The server mounts only the
   * base resource.
   */
  extends?: string;
  /** The browser route (product.md section 2); absent for a resource shown inside another's screen. */
  route?: string;
  menuCode?: string;
  controller: string;
  icon?: string;
  /** Where the generic handlers keep the records; absent when every endpoint is hand-written. */
  table?: string;
  /** The field that titles a record. */
  recordLabel: string;
  /** Values every call of this resource carries (e.g. personal quick replies: type 1). */
  scope?: Record<string, EnumValue>;
  endpoints: {
    list?: EndpointDef;
    getOne?: EndpointDef;
    create?: EndpointDef;
    update?: EndpointDef;
    delete?: EndpointDef;
  };
  fields: FieldDef[];
  list?: {
    columns: string[];
    filters?: FilterDef[];
    sort?: { field: string; order: 'asc' | 'desc' };
    sortable?: string[];
    /** `del` takes `{ids}` as well as `{id}`. */
    bulkDelete?: boolean;
  };
  /** Rows of fields in the create/edit form. */
  form?: string[][];
  /** The browser opens create/edit on this route instead of the generated ones (`?id=` to edit). */
  editorRoute?: string;
  actions?: ActionDef[];
  exports?: { name: string; endpoint: EndpointDef }[];
  imports?: { name: string; endpoint: EndpointDef; template: EndpointDef; maxBytes: number }[];
}

export interface ResourcesSchema {
  version: number;
  enums: Record<string, EnumDef>;
  resources: Record<string, ResourceDef>;
}

/** The declaration, as read from the JSON file (the server validates it before use). */
export const resourcesSchema = raw as unknown as ResourcesSchema;

/** Fields a client may send on create (or, with `forUpdate`, on edit). */
export function writableFields(r: ResourceDef, forUpdate = false): FieldDef[] {
  return r.fields.filter((f) => f.name !== 'id' && !f.readOnly && !f.auto && !(forUpdate && f.createOnly));
}

/** A resource with what it `extends` merged under it. */
export function resolveResource(schema: ResourcesSchema, name: string): ResourceDef {
  const r = schema.resources[name];
  if (!r) throw new Error(`Unknown resource ${name}`);
  if (!r.extends) return r;
  const base = resolveResource(schema, r.extends);
  return { ...base, ...r, endpoints: { ...base.endpoints, ...r.endpoints }, fields: r.fields.length ? r.fields : base.fields };
}

/** `controller/path` with `{id}` filled in. */
export function endpointUrl(r: ResourceDef, e: EndpointDef, id?: string | number): string {
  const path = id === undefined ? e.path : e.path.replace('{id}', encodeURIComponent(String(id)));
  return `/${e.controller ?? r.controller}/${path}`;
}
