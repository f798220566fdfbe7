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
      // The conversation layers stack without a knot: sessions (rows) < messages (systemLine) < routing <
      // conversations (the loop) < robot (its routes hold the loop and their own indexes, RobotIndexes).
      from: { path: '^adapter-server/src' },
      to: { path: '^adapter-server/src', circular: true },
    },
  ],
  options: {
    includeOnly: '^(adapter-server/src|src/common)',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
