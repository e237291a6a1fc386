import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { DocsFrame } from './DocsFrame';

/** The notice's sections (spec §2), in order; each has `docs.privacy.<key>.title` and `.text`. */
const SECTIONS = ['collected', 'minors', 'rights', 'account', 'do_not_track', 'opt_out', 'updates'] as const;

/** /policy-privacy (spec §2): the privacy notice, last updated July 2022, in the chosen language. */
export function PrivacyPolicyPage() {
  const translate = useTranslate();
  return (
    <DocsFrame title={translate('app.pages.policy_privacy.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('docs.privacy.updated')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('docs.privacy.intro')}</Typography>
      {SECTIONS.map((key) => (
        <section key={key}>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {translate(`docs.privacy.${key}.title`)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{translate(`docs.privacy.${key}.text`)}</Typography>
        </section>
      ))}
    </DocsFrame>
  );
}
