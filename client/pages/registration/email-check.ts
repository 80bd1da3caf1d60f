import { useEffect, useRef, useState } from 'react';
import { isValidEmail } from '../../../shared/email.ts';
import { sitePath } from '../../app/base-path.ts';

const debounceMs = 400;

/**
 * Whether an account already has the address typed (`POST /user/check-existing-email`, spec
 * §7), asked as the visitor leaves the field, debounced; silent when the call fails (the
 * registration's own answer says it again on submit).
 */
export function useExistingEmail(): { exists: boolean; check: (email: string) => void } {
  const [exists, setExists] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asked = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);

  function check(value: string) {
    const email = value.trim();
    clearTimeout(timer.current);
    if (email === asked.current) return;
    asked.current = email;
    if (!isValidEmail(email)) {
      setExists(false);
      return;
    }
    timer.current = setTimeout(() => {
      void fetch(sitePath('/api/user/check-existing-email'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ data: { email } }),
      })
        .then(async (response) =>
          response.ok ? ((await response.json()) as { data?: { exists?: boolean } }) : null,
        )
        .then((answer) => {
          if (asked.current === email) setExists(answer?.data?.exists === true);
        })
        .catch(() => undefined);
    }, debounceMs);
  }

  return { exists, check };
}
