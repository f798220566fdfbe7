/**
 * Import rules checked by `npm run lint` (dependency-cruiser). A server folder may not import a folder that
 * imports it back, even through others: features hang off the route table, the schema and http layers know
 * no feature, and the realtime layer hears features through domain events only.
 */
export default {
  forbidden: [
    {
      name: 'no-server-folder-cycle',
      comment: 'Two adapter-server folders import each other (directly or through others): move the shared piece down.',
      severity: 'error',
      scope: 'folder',
      // Known, not yet untied: the conversation loop composes messages, routing and the robot, which read and
      // write its sessions back (session.repository, systemLine, the loop's type). Cycles among these four
      // only are tolerated until sessions move below them; any other folder in a cycle still fails.
      from: { path: '^adapter-server/src', pathNot: '^adapter-server/src/features/(conversations|messages|routing|robot)$' },
      to: { path: '^adapter-server/src', circular: true },
    },
  ],
  options: {
    includeOnly: '^(adapter-server/src|src/common)',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
