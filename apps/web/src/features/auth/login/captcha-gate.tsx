import { lazy, Suspense, useState, type ReactNode } from 'react';
import { usePublicConfigStore } from '@/shared/config/public-config-store';

// The captcha popup is its own chunk: it is only needed once the user presses sign-in.
const SliderCaptcha = lazy(() => import('@/shared/components/slider-captcha').then((module) => ({ default: module.SliderCaptcha })));

interface CaptchaGateProps {
  open: boolean;
  /** Kept mounted while the sign-in it verified is being sent. */
  busy: boolean;
  onCancel: () => void;
  onSuccess: (verification: string) => void;
}

/** The slider captcha before a password sign-in, when the server has it on; nothing otherwise. */
export function CaptchaGate({ open, busy, onCancel, onSuccess }: CaptchaGateProps) {
  const { captchaEnabled } = usePublicConfigStore();
  if (!captchaEnabled || !(open || busy)) return null;
  return (
    <Suspense fallback={null}>
      <SliderCaptcha open={open} onCancel={onCancel} onSuccess={onSuccess} />
    </Suspense>
  );
}

/**
 * A password sign-in behind the captcha: `submit()` opens the slider when the server has it on and sends once it is
 * solved (with its verification), or sends at once; `gate` is the element to render.
 */
export function useCaptchaGate(send: (verification?: string) => void, busy: boolean): { submit: () => void; gate: ReactNode } {
  const { captchaEnabled } = usePublicConfigStore();
  const [open, setOpen] = useState(false);
  const submit = () => {
    if (captchaEnabled) setOpen(true);
    else send();
  };
  const gate = (
    <CaptchaGate
      open={open}
      busy={busy}
      onCancel={() => setOpen(false)}
      onSuccess={(verification) => {
        setOpen(false);
        send(verification);
      }}
    />
  );
  return { submit, gate };
}
