/**
 * A labelled text field or text area in the form kit's frame (Field.tsx): the field is a LimitedText, so a
 * length limit (`max`, in characters) says what happened and a huge paste is refused.
 */
import type { ComponentProps } from 'react';
import { LimitedText } from '../LimitedText';
import { FieldFrame, type Frame } from './Field';

export type TextFieldProps = Frame & ComponentProps<typeof LimitedText>;

export function TextField(props: TextFieldProps) {
  return <FieldFrame props={props} render={(field) => <LimitedText {...field} />} />;
}
