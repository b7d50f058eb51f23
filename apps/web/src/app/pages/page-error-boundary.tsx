import { Component, type ReactNode } from 'react';
import { t } from '@/shared/i18n/i18n';

/** Keeps one broken page from taking the shell down (plain markup: it sits on the start-up path). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page-crashed" role="alert">
        <h3>{t('errors.pageCrashed')}</h3>
        <p>{this.state.error.message}</p>
        <button type="button" className="login-submit" style={{ width: 'auto', padding: '0 20px' }} onClick={() => window.location.reload()}>
          {t('common.refresh')}
        </button>
      </div>
    );
  }
}
