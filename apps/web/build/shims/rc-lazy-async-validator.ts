// Stands in for async-validator where @rc-component/form's rule check constructs it (see ../antd-slim.ts): the form
// only ever calls `messages()` and then awaits `validate()`, so the real validator is fetched on the first check,
// not with every form (a list screen's search form has no rules).
import type RealValidator from '@rc-component/async-validator';

type Descriptor = ConstructorParameters<typeof RealValidator>[0];
type Messages = Parameters<RealValidator['messages']>[0];

let loading: Promise<typeof RealValidator> | undefined;
const loadValidator = () => (loading ??= import('@rc-component/async-validator').then((module) => module.default));

export default class LazyAsyncValidator {
  /** The form silences the validator's own warnings by setting this; it is handed on to the real one. */
  static warning: typeof RealValidator.warning = () => undefined;
  private customMessages: Messages | undefined;

  constructor(private readonly descriptor: Descriptor) {}

  messages(messages: Messages): void {
    this.customMessages = messages;
  }

  async validate(...args: Parameters<RealValidator['validate']>): ReturnType<RealValidator['validate']> {
    const Validator = await loadValidator();
    Validator.warning = LazyAsyncValidator.warning;
    const validator = new Validator(this.descriptor);
    if (this.customMessages) validator.messages(this.customMessages);
    return validator.validate(...args);
  }
}
