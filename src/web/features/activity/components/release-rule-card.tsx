import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { fourEyesSettingLabel } from '../../../../shared/release';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { activityText as t } from '../../../messages/activity';
import { useReleaseRule, useSaveReleaseRule } from '../api';

/** The four-eyes rule on /admin: saved as soon as the box is ticked or cleared. */
export function ReleaseRuleCard() {
  const rule = useReleaseRule();
  const save = useSaveReleaseRule();
  // The state being saved, set in the same event as the click: the mutation's own pending state arrives a tick
  // later, and until then the controlled box would jump back to the stored state.
  const [saving, setSaving] = useState<boolean | null>(null);
  return (
    <Card data-testid="release-rule">
      <CardHeader>
        <CardTitle>{t.releaseRuleTitle}</CardTitle>
        <CardDescription>{t.releaseRuleDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {rule.isPending ? (
          <p role="status" className="text-sm text-muted">
            {t.loading}
          </p>
        ) : (
          <label className="flex items-center gap-3 text-sm font-medium text-ink">
            <input
              type="checkbox"
              className="size-4 accent-brand"
              // Shows the new state while it is being saved; a refusal puts the stored one back.
              checked={saving ?? rule.data?.four_eyes ?? false}
              disabled={rule.isError}
              onChange={(e) => {
                setSaving(e.target.checked);
                save.mutate(e.target.checked, {
                  onSuccess: () => notify.success(messages.settings.savedTitle, t.releaseRuleSaved),
                  onError: (err) =>
                    notifyFailure(messages.settings.saveFailedTitle, err, messages.settings.saveFailedText),
                  onSettled: () => setSaving(null),
                });
              }}
            />
            {fourEyesSettingLabel}
          </label>
        )}
      </CardContent>
    </Card>
  );
}
