import { Button, CloseButton, Group, NativeSelect, Text, TextInput } from "@mantine/core";
import { type DashboardFilter, isFiltering, SIZE_FILTER_SPREAD } from "@seatline/domain";
import { IconSearch } from "@tabler/icons-react";

/** The sizes a host picks from: the tables a store has are within these. */
const SIZES = Array.from({ length: 12 }, (_, i) => i + 1);

const TOUCH = { input: { minHeight: 44 } };

/**
 * Above the list: search by name, ticket or phone digits, and "Table for N" (a table that just opened: the parties of
 * N, one either side; domain dashboard-filter.ts). While either is set, how many of the parties show and Clear.
 */
export function DashboardSearch(props: {
  filter: DashboardFilter;
  onFilter: (filter: DashboardFilter) => void;
  shown: number;
  total: number;
}) {
  const { filter, onFilter } = props;
  return (
    <Group gap="sm" wrap="wrap" align="flex-end" role="search" aria-label="Find a party">
      <TextInput
        style={{ flex: "1 1 220px", minWidth: 0 }}
        styles={TOUCH}
        size="md"
        label="Search"
        placeholder="Name, ticket or phone"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={filter.query}
        onChange={(e) => onFilter({ ...filter, query: e.currentTarget.value })}
        rightSection={
          filter.query ? (
            <CloseButton
              size={44}
              aria-label="Clear the search"
              onClick={() => onFilter({ ...filter, query: "" })}
            />
          ) : null
        }
        rightSectionWidth={44}
      />
      <NativeSelect
        w={170}
        styles={TOUCH}
        size="md"
        label="Table for"
        description={filter.size === null ? undefined : `Parties of ${filter.size} ± ${SIZE_FILTER_SPREAD}`}
        value={filter.size === null ? "" : String(filter.size)}
        onChange={(e) => {
          const v = e.currentTarget.value;
          onFilter({ ...filter, size: v === "" ? null : Number(v) });
        }}
        data={[
          { value: "", label: "Any size" },
          ...SIZES.map((n) => ({ value: String(n), label: String(n) })),
        ]}
      />
      {isFiltering(filter) ? (
        <Group gap="xs" wrap="nowrap" align="center">
          <Text size="sm" aria-live="polite" data-testid="filter-count">
            Showing {props.shown} of {props.total}
          </Text>
          <Button variant="default" h={44} onClick={() => onFilter({ query: "", size: null })}>
            Clear
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}
