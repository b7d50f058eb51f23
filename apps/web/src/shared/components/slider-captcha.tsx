import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useTranslation } from 'react-i18next';
import { aesEcbEncrypt } from '../utils/aes-ecb';
import { checkBlockPuzzle, fetchBlockPuzzle, type BlockPuzzle } from './captcha-api';

/** The server's coordinate space: the background is 310×155, the piece 47 px wide. */
const CAPTCHA_WIDTH = 310;
const PIECE_WIDTH = 47;

type Phase = 'loading' | 'ready' | 'dragging' | 'checking' | 'passed' | 'failed' | 'error';

interface SliderCaptchaProps {
  open: boolean;
  onSuccess: (captchaVerification: string) => void;
  onCancel: () => void;
}

function encrypt(text: string, key: string | null): string {
  return key ? aesEcbEncrypt(text, key) : text;
}

/** The block-puzzle popup: drag the piece into the gap; the server checks the offset. */
export function SliderCaptcha({ open, onSuccess, onCancel }: SliderCaptchaProps) {
  const { t } = useTranslation();
  const [puzzle, setPuzzle] = useState<BlockPuzzle | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [left, setLeftState] = useState(0);
  // The drop reads the latest position from here: a release right after the last move may beat the re-render.
  const leftRef = useRef(0);
  const setLeft = useCallback((value: number) => {
    leftRef.current = value;
    setLeftState(value);
  }, []);
  const [message, setMessage] = useState('');
  // The picture's width as shown (narrower than 310 px on a phone): drag offsets are scaled back by it.
  const [imageWidth, setImageWidth] = useState(CAPTCHA_WIDTH);
  const measureImage = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const measure = () => setImageWidth(node.getBoundingClientRect().width || CAPTCHA_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const drag = useRef({ startX: 0, startedAt: 0 });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const later = (fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  };

  /** Asks for a new puzzle; the state says "loading" already (set by whoever asked). */
  const fetchPuzzle = useCallback(
    () =>
      fetchBlockPuzzle().then(
        (response) => {
          if (response.repCode !== '0000' || !response.repData) {
            setMessage(response.repMsg ?? t('captcha.loadFailed'));
            setPhase('error');
            return;
          }
          setPuzzle(response.repData);
          setPhase('ready');
        },
        () => {
          setMessage(t('captcha.loadFailed'));
          setPhase('error');
        },
      ),
    [t],
  );

  const load = () => {
    setPhase('loading');
    setLeft(0);
    setMessage('');
    void fetchPuzzle();
  };

  // Opening shows a fresh puzzle: the state starts over while rendering, the request goes in the effect.
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    if (open) {
      setPhase('loading');
      setLeftState(0);
      setMessage('');
    }
  }
  useEffect(() => {
    if (open) {
      leftRef.current = 0;
      void fetchPuzzle();
    }
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, [open, fetchPuzzle]);

  const maxLeft = () => imageWidth - (PIECE_WIDTH * imageWidth) / CAPTCHA_WIDTH;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'ready') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX - leftRef.current, startedAt: Date.now() };
    setPhase('dragging');
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'dragging') return;
    setLeft(Math.min(Math.max(0, event.clientX - drag.current.startX), maxLeft()));
  };

  const onPointerUp = async () => {
    if (phase !== 'dragging' || !puzzle) return;
    setPhase('checking');
    const x = (leftRef.current * CAPTCHA_WIDTH) / imageWidth;
    const point = JSON.stringify({ x, y: 5.0 });
    const seconds = ((Date.now() - drag.current.startedAt) / 1000).toFixed(2);
    try {
      const result = await checkBlockPuzzle(puzzle.token, encrypt(point, puzzle.secretKey));
      if (result.repCode === '0000') {
        setPhase('passed');
        setMessage(t('captcha.success', { seconds }));
        const verification = encrypt(`${puzzle.token}---${point}`, puzzle.secretKey);
        later(() => onSuccess(verification), 1000);
        return;
      }
    } catch {
      // falls through to the failure state; the request layer has shown the reason
    }
    setPhase('failed');
    setMessage(t('captcha.failure'));
    later(load, 1000);
  };

  const pieceWidth = (PIECE_WIDTH * imageWidth) / CAPTCHA_WIDTH;
  const status = phase === 'passed' ? 'passed' : phase === 'failed' ? 'failed' : '';

  if (!open) return null;
  // Plain dialog (no antd on the sign-in page); it does not close on a backdrop click.
  return createPortal(
    <div className="captcha-mask">
      <div className="captcha-dialog" role="dialog" aria-modal="true" aria-labelledby="captcha-title">
      <div className="captcha-dialog-header">
        <span id="captcha-title">{t('captcha.title')}</span>
        <button type="button" className="captcha-dialog-close" aria-label={t('common.cancel')} onClick={onCancel}>
          <CloseOutlined />
        </button>
      </div>
      <div className="slider-captcha" data-testid="slider-captcha">
        <div className="slider-captcha-image" ref={measureImage}>
          {phase === 'loading' && (
            <div className="slider-captcha-loading">
              <span className="page-loading-spinner" />
            </div>
          )}
          {phase === 'error' && (
            <button type="button" className="slider-captcha-error" onClick={load}>
              <ReloadOutlined /> {message}
            </button>
          )}
          {puzzle && phase !== 'loading' && phase !== 'error' && (
            <>
              <img src={`data:image/png;base64,${puzzle.originalImageBase64}`} alt="" draggable={false} className="slider-captcha-background" />
              <img
                src={`data:image/png;base64,${puzzle.jigsawImageBase64}`}
                alt=""
                draggable={false}
                className="slider-captcha-piece"
                style={{ left, width: pieceWidth }}
              />
              <button type="button" className="slider-captcha-refresh" title={t('captcha.refresh')} aria-label={t('captcha.refresh')} onClick={load}>
                <ReloadOutlined />
              </button>
              {(phase === 'passed' || phase === 'failed') && <div className={`slider-captcha-result ${status}`}>{message}</div>}
            </>
          )}
        </div>
        <div className={`slider-captcha-bar ${status}`}>
          <div className="slider-captcha-track" style={{ width: left + pieceWidth }} />
          <span className="slider-captcha-hint" style={{ opacity: left > 0 ? 0 : 1 }}>
            {t('captcha.hint')}
          </span>
          <div
            className="slider-captcha-handle"
            role="slider"
            aria-label={t('captcha.hint')}
            aria-valuemin={0}
            aria-valuemax={CAPTCHA_WIDTH}
            aria-valuenow={Math.round(left)}
            tabIndex={0}
            style={{ left, width: pieceWidth }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => void onPointerUp()}
            onPointerCancel={() => void onPointerUp()}
          >
            {phase === 'passed' ? <CheckOutlined /> : phase === 'failed' ? <CloseOutlined /> : <ArrowRightOutlined />}
          </div>
        </div>
      </div>
      </div>
    </div>,
    document.body,
  );
}
