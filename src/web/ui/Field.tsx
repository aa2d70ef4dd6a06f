import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cn } from './cn.ts';

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-200 disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-500';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(inputClass, 'h-10', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ className, ...props }, ref) {
    return <textarea ref={ref} className={cn(inputClass, 'min-h-24', className)} {...props} />;
  },
);

/** Label + control + hint/error, wired with ids for screen readers. */
export function Field({
  label,
  error,
  hint,
  children,
  className,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // Only ids that are on the page: the hint gives way to the error (issue 51).
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, describedBy, invalid: !!error })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldChrome = { label: ReactNode; error?: string; hint?: ReactNode; fieldClassName?: string };

/** A labelled text input: Field + Input in one (works with react-hook-form's register). */
export const InputField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & FieldChrome>(
  function InputField({ label, error, hint, fieldClassName, ...props }, ref) {
    return (
      <Field label={label} error={error} hint={hint} className={fieldClassName}>
        {({ id, describedBy, invalid }) => (
          <Input ref={ref} id={id} aria-describedby={describedBy} aria-invalid={invalid} {...props} />
        )}
      </Field>
    );
  },
);

/** A labelled textarea. */
export const TextareaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & FieldChrome
>(function TextareaField({ label, error, hint, fieldClassName, ...props }, ref) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <Textarea ref={ref} id={id} aria-describedby={describedBy} aria-invalid={invalid} {...props} />
      )}
    </Field>
  );
});

/** A labelled native select with a placeholder option and a list of values. */
export function SelectField({
  label,
  error,
  hint,
  fieldClassName,
  placeholder,
  options,
  optionLabel = (o) => o,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> &
  FieldChrome & {
    placeholder: string;
    options: readonly string[];
    /** How a stored value is shown (in the interface language); the value itself is sent. */
    optionLabel?: (option: string) => string;
  }) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={cn(inputClass, 'h-10')}
          {...props}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
