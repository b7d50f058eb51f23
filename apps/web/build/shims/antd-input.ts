// antd's Input as its index assembles it (see ../antd-slim.ts), with the variants fetched when first rendered:
// Input.TextArea, Password, Search and OTP show in dialogs and pages of their own, not beside every search field.
import type RealInput from 'antd/es/input';
import InternalInput from 'antd/es/input/Input';
import Group from 'antd/es/input/Group';
import { lazyComponent } from './lazy-component';

const Input = InternalInput as typeof RealInput;
Input.Group = Group;
Input.Search = lazyComponent(() => import('antd/es/input/Search')) as typeof RealInput.Search;
Input.TextArea = lazyComponent(() => import('antd/es/input/TextArea')) as typeof RealInput.TextArea;
Input.Password = lazyComponent(() => import('antd/es/input/Password')) as typeof RealInput.Password;
Input.OTP = lazyComponent(() => import('antd/es/input/OTP')) as typeof RealInput.OTP;

export default Input;
