// @rc-component/input's index for antd's Input (see ../antd-slim.ts), which imports only its default: the index also
// brings the TextArea and its autosize measuring, which the lazily fetched Input.TextArea alone needs.
export { default } from '@rc-component/input/es/Input';
