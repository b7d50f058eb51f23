// The one export antd's colour helpers take from @rc-component/color-picker's index, from its own module: the index
// also brings the ColorPicker component, which the bundler then places with the first screen (build/antd-slim.ts).
export { Color } from '@rc-component/color-picker/es/color';
