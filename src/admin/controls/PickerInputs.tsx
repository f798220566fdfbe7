import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type InputProps, type Validator } from 'react-admin';
import { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT } from '../../common/dateTime';
import { PickersLocale } from './PickersLocale';

type Kind = 'dateTime' | 'date' | 'time';

/** What the form holds while the field shows a date typed only in part: never saved, never applied as a filter. */
const INCOMPLETE = '\u0000incomplete';

interface Codec {
  format: string;
  read(v: unknown): Dayjs | null;
  write(d: Dayjs): unknown;
  incomplete: string;
}

const blank = (v: unknown) => v === null || v === undefined || v === '' || v === INCOMPLETE;
const CODECS: Record<Kind, Codec> = {
  // epoch milliseconds (the schema's datetime)
  dateTime: { format: DATE_TIME_FORMAT, read: (v) => (blank(v) ? null : dayjs(Number(v))), write: (d) => d.valueOf(), incomplete: 'ccim.date.incomplete' },
  // 2026-11-27 (a list's date filter)
  date: { format: DATE_FORMAT, read: (v) => (blank(v) ? null : dayjs(String(v))), write: (d) => d.format(DATE_FORMAT), incomplete: 'ccim.date.incompleteDate' },
  // 08:30 (the schema's time)
  time: { format: TIME_FORMAT, read: (v) => (blank(v) ? null : dayjs(`2000-01-01T${String(v)}`)), write: (d) => d.format(TIME_FORMAT), incomplete: 'ccim.date.incompleteTime' },
};

/** One end of a from–to pair: the other end's source, and which end this is. */
export interface PairedEnd {
  other: string;
  end: 'from' | 'to';
}

function pairRule(pair: PairedEnd | undefined, codec: Codec): Validator[] {
  if (!pair) return [];
  return [
    (v: unknown, all: Record<string, unknown>) => {
      const other = all?.[pair.other];
      if (blank(v) || blank(other)) return undefined;
      const [mine, theirs] = [codec.read(v)!.valueOf(), codec.read(other)!.valueOf()];
      const reversed = pair.end === 'to' ? mine < theirs : mine > theirs;
      return reversed ? 'ccim.date.endBeforeStart' : undefined;
    },
  ];
}

type PickerInputProps = InputProps & { kind: Kind; pair?: PairedEnd };

/**
 * A date, date-and-time or time input on MUI's pickers: typed and shown as YYYY-MM-DD and 24-hour HH:mm in
 * both languages, with the calendar in the user's language. The field keeps what is typed, even a date typed
 * only in part (so typing into the middle of a date changes just that part); the form gets the value once it
 * is complete, and refuses to save or filter while it is not. A paired end refuses a range that ends before it
 * starts, with a message, rather than moving the other end.
 */
export function PickerInput({ kind, pair, ...props }: PickerInputProps) {
  const codec = CODECS[kind];
  const resource = useResourceContext(props);
  const form = useFormContext();
  const complete: Validator = (v: unknown) => (v === INCOMPLETE ? codec.incomplete : undefined);
  const given = props.validate ? (Array.isArray(props.validate) ? props.validate : [props.validate]) : [];
  const { field, fieldState, isRequired } = useInput({ ...props, validate: [...given, complete, ...pairRule(pair, codec)] });
  // What the user typed or picked and what it gave the form: shown while the form still holds that value, so a
  // load or a reset of the form (a cleared filter) shows the form's value again.
  const [typed, setTyped] = useState<{ d: Dayjs | null; wrote: unknown } | undefined>(undefined);
  const onChange = (d: Dayjs | null) => {
    const wrote = d === null ? null : d.isValid() ? codec.write(d) : INCOMPLETE;
    setTyped({ d, wrote });
    field.onChange(wrote);
    if (pair) void form.trigger(pair.other);
  };
  // One Dayjs per form value, not per render: the picker moves its open calendar to the value's month whenever
  // the value is a new object, which would undo the user's paging at every re-render.
  const held = useMemo(() => codec.read(field.value), [codec, field.value]);
  const error = fieldState.error?.message;
  const common = {
    label: <FieldTitle label={props.label} source={props.source} resource={resource} isRequired={isRequired} />,
    value: typed && (typed.wrote === field.value || (blank(typed.wrote) && blank(field.value))) ? typed.d : held,
    onChange,
    format: codec.format,
    slotProps: {
      textField: {
        size: 'small' as const,
        error: !!error,
        helperText: error ? <InputHelperText error={error} /> : undefined,
        onBlur: field.onBlur,
        name: field.name,
        // A list's filter bar hides helper texts; a refusal must still say why.
        sx: { minWidth: kind === 'dateTime' ? 220 : 150, maxWidth: '100%', mb: 1, '& .MuiFormHelperText-root.Mui-error': { display: 'block' } },
      },
    },
  };
  return (
    <PickersLocale>
      {kind === 'dateTime' ? <DateTimePicker {...common} ampm={false} /> : kind === 'time' ? <TimePicker {...common} ampm={false} /> : <DatePicker {...common} />}
    </PickersLocale>
  );
}
