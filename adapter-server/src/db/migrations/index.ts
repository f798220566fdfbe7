import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_platform';
import * as m0002 from './0002_conversations';
import * as m0003 from './0003_robot';
import * as m0004 from './0004_management';
import * as m0005 from './0005_reports';
import * as m0006 from './0006_workbill';
import * as m0007 from './0007_robot_orders';
import * as m0008 from './0008_reply_facts';
import * as m0009 from './0009_trust';
import * as m0010 from './0010_audit_log';
import * as m0011 from './0011_robot_synonyms';
import * as m0012 from './0012_image_uploads';
import * as m0013 from './0013_presence';
import * as m0017 from './0017_webhooks';
import * as m0018 from './0018_api_tokens';
import * as m0019 from './0019_robot_learning';
import * as m0024 from './0024_ai_chat_handover';
import * as m0025 from './0025_robot_vocabulary';
import * as m0026 from './0026_sessions_fillfactor';
import * as m0027 from './0027_robot_situations';
import * as m0028 from './0028_robot_words';
import * as m0029 from './0029_api_token_owner';
import * as m0030 from './0030_oidc_identity';
import * as m0031 from './0031_contact_reasons';
import * as m0032 from './0032_routing_rules';
import * as m0033 from './0033_customers';
import * as m0034 from './0034_reply_suggestion_uses';
import * as m0035 from './0035_help_centre';
import * as m0037 from './0037_session_labels';
import * as m0038 from './0038_sla';
import * as m0039 from './0039_session_export_order';
import * as m0040 from './0040_sla_outcomes';
import * as m0041 from './0041_robot_learning_dismissals';
import * as m0042 from './0042_sessions_closed_at';
import * as m0043 from './0043_session_rollup';
import * as m0044 from './0044_rated_sessions_index';
import * as m0045 from './0045_automation_rules';
import * as m0046 from './0046_export_jobs';
import * as m0047 from './0047_visitor_identity_unique';
import * as m0048 from './0048_day_rollups';
import * as m0049 from './0049_waybill_mentions';
import * as m0050 from './0050_automation_outbox';

/** Every migration, in order. A domain adds its file here; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001_platform': m0001,
  '0002_conversations': m0002,
  '0003_robot': m0003,
  '0004_management': m0004,
  '0005_reports': m0005,
  '0006_workbill': m0006,
  '0007_robot_orders': m0007,
  '0008_reply_facts': m0008,
  '0009_trust': m0009,
  '0010_audit_log': m0010,
  '0011_robot_synonyms': m0011,
  '0012_image_uploads': m0012,
  '0013_presence': m0013,
  '0017_webhooks': m0017,
  '0018_api_tokens': m0018,
  '0019_robot_learning': m0019,
  '0024_ai_chat_handover': m0024,
  '0025_robot_vocabulary': m0025,
  '0026_sessions_fillfactor': m0026,
  '0027_robot_situations': m0027,
  '0028_robot_words': m0028,
  '0029_api_token_owner': m0029,
  '0030_oidc_identity': m0030,
  '0031_contact_reasons': m0031,
  '0032_routing_rules': m0032,
  '0033_customers': m0033,
  '0034_reply_suggestion_uses': m0034,
  '0035_help_centre': m0035,
  '0037_session_labels': m0037,
  '0038_sla': m0038,
  '0039_session_export_order': m0039,
  '0040_sla_outcomes': m0040,
  '0041_robot_learning_dismissals': m0041,
  '0042_sessions_closed_at': m0042,
  '0043_session_rollup': m0043,
  '0044_rated_sessions_index': m0044,
  '0045_automation_rules': m0045,
  '0046_export_jobs': m0046,
  '0047_visitor_identity_unique': m0047,
  '0048_day_rollups': m0048,
  '0049_waybill_mentions': m0049,
  '0050_automation_outbox': m0050,
};
