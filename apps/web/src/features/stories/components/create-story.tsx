import { Alert, Anchor, Text } from '@mantine/core';
import type { Child, GenerateStoryBody, Language, User } from '@sns/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { refreshSignedInUser, setSignedInUser } from '../../../lib/current-user';
import { describeError, errorStatus } from '../../../lib/error-message';
import { currentLanguage, subscribeLanguage } from '../../../lib/i18n/language-store';
import { useT } from '../../../lib/i18n/use-t';
import { showError, showInfo } from '../../../lib/notify';
import { useGenerateStory } from '../api/generate-story';
import { storyQueryOptions } from '../api/get-story';
import { useMediaCosts } from '../api/get-media-costs';
import { storyKeys } from '../api/story-query-keys';
import { addElement, applyChildren, favouriteSuggestions } from '../lib/story-children';
import { ELEMENT_FIELDS, EMPTY_STORY_FORM, type StoryFormValues } from '../lib/story-form';
import { CreateStoryForm } from './create-story-form';
import { FavouriteThingsSuggestions } from './favourite-things-suggestions';
import { cannotAffordStory, StoryCostNotice } from './story-cost-notice';
import { StoryProgress } from './story-progress';

interface CreateStoryProps {
  user: User;
  /**
   * The child picker, handed in by the route (it belongs to the children feature): the chosen
   * children in order, the first being the hero. Without it the form is the original one
   * (docs/product.md#createstory).
   */
  renderChildPicker?: (picker: {
    selected: Child[];
    onChange: (children: Child[]) => void;
    disabled: boolean;
  }) => ReactNode;
}

type Phase = { kind: 'form' } | { kind: 'writing'; workerId: string; hero: string };

/** /createstory: the form, then the progress view, then the story on /loadedstory. */
export function CreateStory({ user, renderChildPicker }: CreateStoryProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const generate = useGenerateStory();
  const [values, setValues] = useState<StoryFormValues>(EMPTY_STORY_FORM);
  const [chosen, setChosen] = useState<Child[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [serverError, setServerError] = useState<ReactNode>();
  // The story's language: the parent's pick, else the hero profile's, else the page's (decision 070).
  const pageLanguage = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  const [pickedLanguage, setPickedLanguage] = useState<Language>();
  const storyLanguage = pickedLanguage ?? chosen[0]?.language ?? pageLanguage;
  const t = useT();

  // The server says what the next story costs (the first is free, docs/decisions/d1-credits.md;
  // a failed one was refunded, free use included). Until it has answered, nothing is claimed.
  const { data: costs } = useMediaCosts();
  const firstStory = costs?.story === 0;
  const credits = costs?.credits ?? user.storiesRemaining;
  const blocked = costs !== undefined && cannotAffordStory({ credits, firstStory });
  const notice = costs && <StoryCostNotice credits={credits} firstStory={firstStory} />;

  // The hero and the age follow the chosen children unless the parent typed their own.
  const chooseChildren = (next: Child[]) => {
    setValues((v) => applyChildren(v, chosen, next));
    setChosen(next);
  };
  const suggestions = favouriteSuggestions(chosen, values);

  const submit = (body: GenerateStoryBody) => {
    setServerError(undefined);
    generate.mutate(body, {
      onSuccess: ({ workerId, warning }) => {
        if (warning) showInfo(warning);
        void refreshSignedInUser(queryClient);
        void queryClient.invalidateQueries({ queryKey: storyKeys.mediaCosts() });
        setPhase({ kind: 'writing', workerId, hero: body.hero });
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        const status = errorStatus(error);
        const message = describeError(error);
        showError(message);
        if (status === 401) {
          // The session ended elsewhere: the route sends them to sign in.
          setSignedInUser(queryClient, null);
        } else if (status === 402) {
          void refreshSignedInUser(queryClient);
          setServerError(
            <Alert color="red" variant="light" radius="lg" role="alert">
              <Text c="#1b1f4b">
                {message}{' '}
                <Anchor component={Link} to="/purchase" fw={800}>
                  {t('create.buyCredits')}
                </Anchor>
              </Text>
            </Alert>,
          );
        } else {
          setServerError(
            <Alert color="red" variant="light" radius="lg" role="alert">
              <Text c="#1b1f4b">{message}</Text>
            </Alert>,
          );
        }
      },
    });
  };

  const onCompleted = useCallback(
    async (storyId: string) => {
      void queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
      const [story] = await Promise.all([
        queryClient.fetchQuery(storyQueryOptions(storyId)).catch(() => undefined),
        refreshSignedInUser(queryClient),
      ]);
      await navigate(`/loadedstory?id=${encodeURIComponent(storyId)}`, { state: { story } });
    },
    [navigate, queryClient],
  );

  if (phase.kind === 'writing') {
    return (
      <StoryProgress
        workerId={phase.workerId}
        hero={phase.hero}
        onCompleted={(storyId) => void onCompleted(storyId)}
        onTryAgain={() => {
          void refreshSignedInUser(queryClient);
          void queryClient.invalidateQueries({ queryKey: storyKeys.mediaCosts() });
          setPhase({ kind: 'form' });
        }}
      />
    );
  }

  return (
    <CreateStoryForm
      values={values}
      onChange={setValues}
      onSubmit={submit}
      busy={generate.isPending}
      blocked={blocked}
      topNotice={blocked ? notice : undefined}
      costNotice={blocked ? undefined : notice}
      serverError={serverError}
      language={storyLanguage}
      onLanguageChange={setPickedLanguage}
      childIds={chosen.map((c) => c.id)}
      childPicker={renderChildPicker?.({
        selected: chosen,
        onChange: chooseChildren,
        disabled: generate.isPending,
      })}
      elementSuggestions={
        suggestions.length > 0 && (
          <FavouriteThingsSuggestions
            suggestions={suggestions}
            full={ELEMENT_FIELDS.every((f) => values[f].trim() !== '')}
            onAdd={(thing) => setValues((v) => addElement(v, thing) ?? v)}
            disabled={generate.isPending}
          />
        )
      }
    />
  );
}
