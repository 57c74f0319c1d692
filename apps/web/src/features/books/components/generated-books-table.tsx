import { Anchor, Button, Group, Table, Text, Title } from '@mantine/core';
import type { GeneratedBook } from '@sns/contract';
import { Link } from 'react-router';
import { formatLongDateTime } from '../../../lib/format-date';
import { useT } from '../../../lib/i18n/use-t';

/** docs/product.md#pdf-per-story: the table of past PDFs with their created dates, newest first. */
export function GeneratedBooksTable({
  books,
  fileName,
}: {
  books: GeneratedBook[];
  fileName: string;
}) {
  const t = useT();
  return (
    <section aria-labelledby="past-books-title">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} id="past-books-title" fz="h3" c="#1b1f4b">
          {t('book.pastTitle')}
        </Title>
        {books.length > 0 && (
          // Printed books are made from PDF books (docs/product.md#printed-books).
          <Button component={Link} to="/merged-books" variant="light">
            {t('book.orderPrinted')}
          </Button>
        )}
      </Group>
      {books.length === 0 ? (
        <Text c="dimmed">{t('book.noBooks')}</Text>
      ) : (
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('book.created')}</Table.Th>
              <Table.Th>{t('book.book')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {books.map((book) => (
              <Table.Tr key={book.url}>
                <Table.Td>{formatLongDateTime(book.generatedDate)}</Table.Td>
                <Table.Td>
                  <Anchor href={book.url} download={fileName} fw={700}>
                    {t('book.downloadPdf')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
