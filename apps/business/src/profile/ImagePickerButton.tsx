import { Button, type ButtonVariant } from '@quoteway/ui';
import { type Ref, useRef } from 'react';

interface ImagePickerButtonProps {
  /** The button's text ("Upload logo", "Choose photos"). */
  label: string;
  /** The file input's name for assistive technology and tests ("Logo file"). */
  inputLabel: string;
  /** Called with the chosen files (at least one). */
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  /** Shows the button's spinner and keeps it from opening another picker. */
  pending?: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  /** Id(s) of what describes the choice (accepted types, size limit). */
  describedBy?: string;
  id?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that opens the system's photo picker: the file input stays out of sight and out
 * of the tab order, the labelled button is what keyboard and screen-reader users reach.
 * On a phone the picker offers the camera and the photo library.
 */
export function ImagePickerButton({
  label,
  inputLabel,
  onFiles,
  multiple = false,
  pending = false,
  disabled = false,
  variant = 'outline',
  describedBy,
  id,
  ref,
}: ImagePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        ref={ref}
        id={id}
        variant={variant}
        loading={pending}
        disabled={disabled}
        describedBy={describedBy}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        hidden
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same photo again is a change too.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
