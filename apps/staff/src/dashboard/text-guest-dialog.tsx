import { Alert, Box, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import {
  type GuestThreadLine,
  HOST_MESSAGE_MAX,
  hostMessageBody,
  smsSize,
  textMarkLabel,
  type WaitlistEntryView,
} from "@seatline/domain";
import { Spinner, useSession } from "@seatline/ui";
import { useEffect, useRef, useState } from "react";
import { useGuestThread } from "../hooks/use-guest-thread";
import { partyLabel } from "../hooks/use-walk-in-actions";

/** Light bubbles: the default text keeps its contrast on both; ours on the right, the guest's on the left. */
const OUT_BG = "var(--mantine-color-blue-0)";
const IN_BG = "var(--mantine-color-gray-1)";

function ThreadLine({ line, clock }: { line: GuestThreadLine; clock: Intl.DateTimeFormat }) {
  const out = line.direction === "out";
  const who = out ? (line.byHost ? "Host" : "Automatic text") : "Guest";
  const mark = out && line.mark && line.mark.state !== "sending" ? textMarkLabel(line.mark) : null;
  return (
    <Box
      component="li"
      data-testid="thread-line"
      data-direction={line.direction}
      style={{ alignSelf: out ? "flex-end" : "flex-start", maxWidth: "85%", listStyle: "none" }}
    >
      <Box
        px="sm"
        py={6}
        style={{
          background: out ? OUT_BG : IN_BG,
          borderRadius: 12,
          whiteSpace: "pre-wrap",
          overflowWrap: "anywhere",
        }}
      >
        <Text fz="sm">{line.body}</Text>
      </Box>
      <Text fz="xs" c="gray.7" ta={out ? "right" : "left"} mt={2}>
        {who} · {clock.format(new Date(line.at))}
        {mark ? ` · ${mark}` : ""}
      </Text>
    </Box>
  );
}

/**
 * "Text guest…" (docs/product.md#texting-a-guest): the visit's texts and the guest's replies, oldest first, and a box
 * for the host's own words with what the guest will be billed (characters and texts, the store's name included).
 * Loaded as its own chunk the first time a host opens it.
 */
export function TextGuestDialog(props: {
  entry: WaitlistEntryView | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { entry } = props;
  const { store } = useSession();
  const { thread, send, sending } = useGuestThread(props.opened && entry ? entry.id : null);
  const [message, setMessage] = useState("");
  const listEnd = useRef<HTMLDivElement>(null);
  const lines = thread.data?.lines ?? [];
  const clock = new Intl.DateTimeFormat("en-US", { timeZone: store.timezone, timeStyle: "short" });

  // A new line (a reply, the host's own) comes into view at the foot of the thread.
  useEffect(() => {
    if (lines.length > 0) listEnd.current?.scrollIntoView?.({ block: "end" });
  }, [lines.length]);
  // Another party, another draft.
  useEffect(() => {
    setMessage("");
  }, [entry?.id]);

  const typed = message.trim();
  // What the guest is billed for: the store's name and the words; nothing until there are words.
  const texts = typed === "" ? 0 : smsSize(hostMessageBody(store.name, typed)).segments;
  const tooLong = typed.length > HOST_MESSAGE_MAX;
  const refusal = thread.data?.refusal ?? null;
  const canSend = thread.data?.canSend === true && typed.length > 0 && !tooLong && !sending;
  const submit = async () => {
    if (!canSend) return;
    if (await send(typed)) setMessage("");
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={entry ? `Text ${partyLabel(entry)}` : "Text guest"}
      centered
      size="lg"
      closeButtonProps={{ "aria-label": "Close", size: 44 }}
    >
      <Stack gap="sm">
        <Box
          role="log"
          aria-label="Texts with the guest"
          aria-live="polite"
          style={{
            maxHeight: "min(320px, 40vh)",
            overflowY: "auto",
            border: "1px solid var(--mantine-color-gray-3)",
            borderRadius: 8,
          }}
          p="xs"
        >
          {thread.isPending ? (
            <Spinner size="sm" label="Loading the texts" />
          ) : lines.length === 0 ? (
            <Text fz="sm" c="gray.7">
              No texts yet this visit.
            </Text>
          ) : (
            <Stack component="ul" gap={8} m={0} p={0}>
              {lines.map((line) => (
                <ThreadLine key={line.id} line={line} clock={clock} />
              ))}
            </Stack>
          )}
          <div ref={listEnd} />
        </Box>
        {refusal ? (
          <Alert color="orange" data-testid="text-refusal">
            {refusal}
          </Alert>
        ) : null}
        <Textarea
          label="Message"
          description={`Starts with “${store.name}:” like every text from the store.`}
          placeholder="Your table is almost ready…"
          autosize
          minRows={3}
          maxRows={6}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          disabled={refusal !== null}
          error={tooLong ? `At most ${HOST_MESSAGE_MAX} characters.` : undefined}
          data-autofocus
        />
        <Text fz="sm" c={tooLong ? "red.9" : "gray.7"} data-testid="message-counter" aria-live="polite">
          {typed.length} / {HOST_MESSAGE_MAX} characters · {texts} {texts === 1 ? "text" : "texts"}
          {thread.data
            ? ` · ${thread.data.hostMessages} of ${thread.data.hostMessagesMax} host messages sent`
            : ""}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={props.onClose}>
            Close
          </Button>
          <Button h={44} onClick={() => void submit()} disabled={!canSend} loading={sending}>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
