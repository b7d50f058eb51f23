import { lazy, Suspense } from 'react';
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
