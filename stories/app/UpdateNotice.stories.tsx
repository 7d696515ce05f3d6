import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe } from '@chakra-ui/react/theme';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../support/viewports';
import { expectPhoneLayout } from '../support/layout';
import {
  FORM_HOLDS_INPUT,
  UPDATE_TITLE,
  UpdateNotice,
  type UpdateNoticeProps,
} from '../../src/app/appWorker/UpdateNotice';
import { AppUpdateNotice } from '../../src/app/appWorker/AppUpdateNotice';
import { watchUnsavedInput, type UnsavedInputWatch } from '../../src/lib/forms/unsavedInput';

const meta = {
  title: 'App/UpdateNotice',
  component: UpdateNotice,
  args: { formHoldsInput: false, onReload: fn(), onDismiss: fn() },
  argTypes: {
    formHoldsInput: {
      description: 'A field on the page holds unsaved text: Reload waits, and the notice says why.',
      control: 'boolean',
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Offered when a new version of the shop is installed and waiting (docs/behaviour.md#offline-and-updates). The shell shows it at the bottom left of the screen (the width of a phone's screen, less the margins); nothing reloads until the visitor chooses 'Reload', and never while a form holds unsaved text. 'Not now' dismisses it for this tab.",
      },
      // Docked to the bottom of the screen: each story in a frame of its own.
      story: { inline: false, iframeHeight: 260 },
    },
  },
} satisfies Meta<typeof UpdateNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

const notice = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('region', { name: UPDATE_TITLE });

export const Offered: Story = {
  globals: desktopViewport,
  play: async ({ canvasElement, args }) => {
    const region = notice(canvasElement);
    await expect(within(region).getByRole('status')).toHaveTextContent(UPDATE_TITLE);
    await expect(within(region).queryByText(FORM_HOLDS_INPUT)).toBeNull();
    await expect(region.getBoundingClientRect().width).toBe(360);
    await userEvent.click(within(region).getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

export const OnAPhone: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const region = notice(canvasElement);
    await expect(within(region).getByRole('button', { name: 'Reload' })).toBeVisible();
    // The screen's width less 16 px margins.
    const box = region.getBoundingClientRect();
    await expect(box.left).toBe(16);
    await expect(canvasElement.ownerDocument.documentElement.clientWidth - box.right).toBe(16);
    await expectPhoneLayout(canvasElement);
  },
};

export const FormHoldsInput: Story = {
  args: { formHoldsInput: true },
  play: async ({ canvasElement, args }) => {
    const region = notice(canvasElement);
    const reload = within(region).getByRole('button', { name: 'Reload' });
    await expect(reload).toBeDisabled();
    await expect(reload).toHaveAccessibleDescription(FORM_HOLDS_INPUT);
    await expect(within(region).getByText(FORM_HOLDS_INPUT)).toBeVisible();
    await userEvent.click(reload, { pointerEventsCheck: 0 });
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

/** The notice as the shell holds it: 'Not now' takes it away. */
function DismissibleNotice(props: UpdateNoticeProps) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <Text>{shown ? 'A page, with the notice over it.' : 'A page, the notice dismissed.'}</Text>
      {shown && (
        <UpdateNotice
          {...props}
          onDismiss={() => {
            props.onDismiss();
            setShown(false);
          }}
        />
      )}
    </>
  );
}

export const Dismissed: Story = {
  tags: ['!autodocs'],
  render: (args) => <DismissibleNotice {...args} />,
  play: async ({ canvasElement, args }) => {
    const region = notice(canvasElement);
    await userEvent.click(within(region).getByRole('button', { name: 'Not now' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('region', { name: UPDATE_TITLE })).toBeNull(),
    );
    await expect(within(canvasElement).getByText('A page, the notice dismissed.')).toBeVisible();
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

let unsavedInput: UnsavedInputWatch | undefined;
const reloadWhenAllowed = fn();

/** A page with a form, and the notice as the app shows it: it follows the form's unsaved text. */
function PageWithForm() {
  return (
    <Stack gap="4" maxWidth="sm">
      <form aria-label="Reply" onSubmit={(event) => event.preventDefault()}>
        <Field.Root recipe={fieldSlotRecipe}>
          <Field.Label>Your response</Field.Label>
          <Input recipe={inputRecipe} name="response" />
        </Field.Root>
      </form>
      {unsavedInput && <AppUpdateNotice offer={{ reload: reloadWhenAllowed, unsavedInput }} />}
    </Stack>
  );
}

/** Typing holds Reload back; clearing the field gives it back. */
export const WaitsForUnsavedInput: Story = {
  tags: ['!autodocs'],
  render: () => <PageWithForm />,
  parameters: { controls: { disable: true } },
  beforeEach() {
    reloadWhenAllowed.mockClear();
    unsavedInput = watchUnsavedInput(document);
    return () => {
      unsavedInput?.stop();
      unsavedInput = undefined;
    };
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Your response' });
    const reload = within(notice(canvasElement)).getByRole('button', { name: 'Reload' });
    await expect(reload).toBeEnabled();
    await userEvent.type(field, 'Thank you');
    await waitFor(() => expect(reload).toBeDisabled());
    await expect(within(notice(canvasElement)).getByText(FORM_HOLDS_INPUT)).toBeVisible();
    await userEvent.clear(field);
    await waitFor(() => expect(reload).toBeEnabled());
    await userEvent.click(reload);
    await expect(reloadWhenAllowed).toHaveBeenCalledTimes(1);
    await userEvent.type(field, 'Thanks again');
    await waitFor(() => expect(reload).toBeDisabled());
  },
};
