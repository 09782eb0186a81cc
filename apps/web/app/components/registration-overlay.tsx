import { buttonClasses, Dialog } from '@1xpay/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useText } from '../site/intl.tsx';
import { LocaleLink } from './locale-link.tsx';

export const REGISTER_HASH = '#register';
export const REGISTER_MARKER = 'register-click';

/**
 * §2's registration overlay, not a route: shown while the URL's hash is #register. Opening pushes the current
 * path with #register (clicks on any `.register-click` element, or the `show_registration` window event); closing
 * (backdrop, close icon, Escape, `hide_registration`) goes back one history step, or drops the hash when the
 * visitor arrived on it.
 */
export function RegistrationOverlay() {
  const t = useText();
  const location = useLocation();
  const navigate = useNavigate();
  // The prerendered HTML cannot know the hash: the overlay opens once the page is alive (hydration keeps the
  // server's markup, so deciding during the first render would leave it closed).
  const [alive, setAlive] = useState(false);
  useEffect(() => setAlive(true), []);
  const open = alive && location.hash === REGISTER_HASH;

  const show = useCallback(() => {
    if (window.location.hash === REGISTER_HASH) return;
    void navigate({ pathname: location.pathname, search: location.search, hash: REGISTER_HASH });
  }, [navigate, location.pathname, location.search]);

  const hide = useCallback(() => {
    if (window.location.hash !== REGISTER_HASH) return;
    const state = window.history.state as { idx?: number } | null;
    if ((state?.idx ?? 0) > 0) void navigate(-1);
    else void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [navigate, location.pathname, location.search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(`.${REGISTER_MARKER}`) : null;
      if (target === null || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('click', onClick);
    window.addEventListener('show_registration', show);
    window.addEventListener('hide_registration', hide);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('show_registration', show);
      window.removeEventListener('hide_registration', hide);
    };
  }, [show, hide]);

  // Business accounts are opened with an adviser: the business choice leads to their contact page.
  const choices = [
    { key: 'personal', href: '/app/sign-up', variant: 'primary' },
    { key: 'business', href: '/business-contact', variant: 'secondary' },
  ] as const;

  return (
    <Dialog
      open={open}
      onClose={hide}
      title={t('register.title')}
      closeLabel={t('register.close')}
      className="max-h-[90vh] w-[calc(100vw-1rem)] max-w-[900px] overflow-y-auto p-3 pt-6 sm:h-[80vh] sm:max-h-[500px] sm:w-[80vw] sm:p-10"
    >
      <div className="grid gap-4 pt-8 sm:h-full sm:grid-cols-2 sm:gap-6 sm:pt-4">
        {choices.map((choice) => (
          <section
            key={choice.key}
            aria-labelledby={`register-${choice.key}`}
            className="flex flex-col justify-between gap-5 rounded-[20px] bg-ink-50 p-4 sm:gap-6 sm:p-6"
          >
            <div>
              <h3 id={`register-${choice.key}`} className="text-2xl font-bold">
                {t(`register.${choice.key}.title`)}
              </h3>
              <p className="mt-2 text-ink-600">{t(`register.${choice.key}.text`)}</p>
            </div>
            <LocaleLink to={choice.href} className={buttonClasses(choice.variant, 'lg')}>
              {t(`register.${choice.key}.button`)}
            </LocaleLink>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
