/** A file's size as people read it: 1.5 MB, or 12 KB below a megabyte (at least 1 KB). */
export const fileSize = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);
