import { resourcesSchema } from '../../../common/resources';

/**
 * An audit entry's target as people read it. The server writes `<resource> #<ids> · <titles>` for records,
 * `chat_sessions #<id> · <visitor> → <agent>` for a supervisor's acts, `ssoUsers <name>` for sign-on users and
 * `<METHOD> /path` for refused and token calls; this names the resource (in the reader's language) and shows the
 * titles, or the ids when a record had none.
 */
export interface TargetParts {
  /** Translation key of the resource's name, when the target names one. */
  resourceKey?: string;
  /** What follows: titles, a user name, or the rest of a call's path. */
  detail: string;
}

const controllerOf = new Map(Object.entries(resourcesSchema.resources).map(([name, r]) => [r.controller ?? name, name]));
const known = (name: string) => name in resourcesSchema.resources;
const keyOf = (name: string) => (name === 'chat_sessions' ? 'ccim.audit.chat' : name === 'ssoUsers' ? 'ccim.audit.user' : `resources.${name}.name`);

export function targetParts(target: string): TargetParts {
  const record = target.match(/^(\w+) #(\S+)(?: · (.+))?$/);
  if (record && (known(record[1]) || record[1] === 'chat_sessions')) return { resourceKey: keyOf(record[1]), detail: record[3] ?? `#${record[2]}` };
  const call = target.match(/^(GET|POST|PUT|DELETE|PATCH) \/ccim-(?:main|robot)\/api\/(\w+)\/?(.*)$/);
  if (call && controllerOf.has(call[2])) return { resourceKey: keyOf(controllerOf.get(call[2])!), detail: call[3] };
  const named = target.match(/^(\w+) (.+)$/);
  if (named && (known(named[1]) || named[1] === 'ssoUsers')) return { resourceKey: keyOf(named[1]), detail: named[2] };
  const bare = target.match(/^(\w+)$/);
  if (bare && known(bare[1])) return { resourceKey: keyOf(bare[1]), detail: '' };
  return { detail: target };
}
