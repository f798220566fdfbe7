import { Alert } from '@mui/material';
import { AddItemButton, ArrayInput, FormDataConsumer, RemoveItemButton, SelectInput, SimpleFormIterator, TextInput, required, useLocaleState, useTranslate } from 'react-admin';
import { ACTION_TYPES, PRIORITY_VALUES, type AutomationAction } from '../../../common/automation';
import { ITEM_ACTIONS_VISIBLE } from '../iteratorSx';
import { useActionOptions } from './useActionOptions';

const T = 'ccim.automation';
const LABEL_MAX = 40;

/**
 * A rule's acts, built with pickers: what to do, then its value (a label typed; a priority, a common quick reply, a
 * work bill type and its complaint department chosen). They run in this order.
 */
export function ActionsInput({ source = 'actions' }: { source?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const options = useActionOptions(locale);
  const types = ACTION_TYPES.map((a) => ({ id: a, name: translate(`${T}.acts.${a}`) }));
  return (
    <>
      {options.error && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(`${T}.optionsFailed`)}
        </Alert>
      )}
      <ArrayInput source={source} label={`resources.automationRuleMgt.fields.${source}`} validate={required(`${T}.noAct`)} helperText={`${T}.inOrder`}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          sx={ITEM_ACTIONS_VISIBLE}
          addButton={<AddItemButton label={`${T}.add`} />}
          removeButton={<RemoveItemButton label={`${T}.remove`} />}
        >
          <SelectInput source="type" label={`${T}.act`} choices={types} validate={required()} defaultValue="addLabel" sx={{ minWidth: 200 }} />
          <FormDataConsumer>
            {({ scopedFormData }) => {
              const row = scopedFormData as Partial<AutomationAction> | undefined;
              switch (row?.type) {
                case 'addLabel':
                  return <TextInput key="label" source="value" label={`${T}.label`} validate={required()} slotProps={{ htmlInput: { maxLength: LABEL_MAX } }} />;
                case 'setPriority':
                  return (
                    <SelectInput
                      key="priority"
                      source="value"
                      label={`${T}.priority`}
                      choices={PRIORITY_VALUES.map((p) => ({ id: p, name: translate(`ccim.enums.routingPriority.${p}`) }))}
                      validate={required()}
                      sx={{ minWidth: 160 }}
                    />
                  );
                case 'sendQuickReply':
                  return (
                    <SelectInput
                      key="reply"
                      source="value"
                      label={`${T}.quickReply`}
                      choices={options.quickReplies}
                      isPending={options.loading}
                      validate={required()}
                      sx={{ minWidth: 240 }}
                    />
                  );
                case 'openWorkBill':
                  return (
                    <>
                      <SelectInput key="type" source="value" label={`${T}.workBillType`} choices={options.types} isPending={options.loading} validate={required()} sx={{ minWidth: 240 }} />
                      <SelectInput key="dept" source="dept" label={`${T}.dept`} choices={options.depts} isPending={options.loading} validate={required()} sx={{ minWidth: 200 }} />
                    </>
                  );
                default:
                  return null;
              }
            }}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
