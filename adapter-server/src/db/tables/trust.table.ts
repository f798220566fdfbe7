/** A channel's signing secret (migration 0009): write-only for admins, read only to check a signature. */
export interface ChannelSecretsTable {
  /** The skill organisation id of the channel (100, 200, 300, 400). */
  channel: number;
  secret: string;
  updated_at: number;
  /** The user name of the admin who set it. */
  updated_by: string;
}

/** Who uploaded an image (migration 0012): a visitor may send only images they uploaded themselves. */
export interface ImageUploadsTable {
  /** The stored file's name under UPLOAD_DIR. */
  name: string;
  /** `visitor:<id>` or `staff:<user id>`. */
  uploader: string;
  created_at: number;
}

export interface TrustTables {
  channel_secrets: ChannelSecretsTable;
  image_uploads: ImageUploadsTable;
}
