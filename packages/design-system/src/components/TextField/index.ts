export { TextField, textFieldTypes, type TextFieldProps } from './TextField';
