import { useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A textarea for texts of a megabyte or more. React's controlled <textarea> also rewrites the element's
 * defaultValue (its child text node) on every change, which costs hundreds of milliseconds per keystroke
 * at that size. This one is uncontrolled: typing only reports the new value, and a value set from outside
 * (file loaded, cleared, restored) is written to the element once. Text typed before hydration is kept.
 */
export function LargeTextarea({ value, onValueChange, ...rest }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  /** The value the element holds (as far as we know). */
  const current = useRef('');
  // Text typed before the page's script hydrated this element is in the DOM only: adopt it.
  useLayoutEffect(() => {
    const typed = ref.current?.value ?? '';
    if (typed && value === '') {
      current.current = typed;
      onValueChange(typed);
    }
    // Only on mount.
  }, []);
  useLayoutEffect(() => {
    if (ref.current && value !== current.current) {
      ref.current.value = value;
      current.current = value;
    }
  }, [value]);
  return (
    <textarea
      ref={ref}
      {...rest}
      onChange={(e) => {
        current.current = e.target.value;
        onValueChange(e.target.value);
      }}
    />
  );
}
