import { required } from 'react-admin';
import { GenericCreate } from '../../schema/GenericViews';
import { VisitorPicker } from './VisitorPicker';

/** A new entry names its visitor by picking them (by name, phone, session or customer id), never by an internal id. */
export function BlacklistCreate() {
  return <GenericCreate resource="blacklistMgt" inputs={{ visitorId: <VisitorPicker source="visitorId" validate={required()} /> }} />;
}
