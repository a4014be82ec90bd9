import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, type Ref, useId } from 'react';

/*
 * Small outlined fields for pages on a first load (the lobby's search, order and studio).
 * MUI's TextField draws the same outline, label and hint, but it imports every variant and its
 * `select` mode: Select, Menu, Popover, Modal, focus trap and transitions, about 15 KB gzip that
 * a first load would wait for (issue 12; ADR 0028). The order and the studio are native selects:
 * on a phone the system's picker opens, and a keyboard or screen reader gets the platform's own.
 */

interface LightSearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown under the field while it applies (e.g. a search too short to be sent). */
  hint?: string | undefined;
  maxLength: number;
  startAdornment?: ReactNode;
}

/** A small, full-width `type="search"` field with a floating label. */
export function LightSearchField({
  label,
  value,
  onChange,
  inputRef,
  hint,
  maxLength,
  startAdornment,
}: LightSearchFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <FormControl size="small" fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        autoComplete="off"
        startAdornment={startAdornment}
        inputProps={{ maxLength, enterKeyHint: 'search' }}
        aria-describedby={hint === undefined ? undefined : hintId}
      />
      {hint !== undefined && <FormHelperText id={hintId}>{hint}</FormHelperText>}
    </FormControl>
  );
}

interface LightSelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Each choice's value and what it reads. */
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
  sx?: SxProps<Theme>;
}

/** A small native select with an outlined border and a label that stays above it. */
export function LightSelectField({
  label,
  value,
  onChange,
  options,
  disabled = false,
  selectRef,
  sx,
}: LightSelectFieldProps) {
  const id = useId();
  return (
    <FormControl size="small" disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={selectRef}
        input={<OutlinedInput label={label} notched />}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
