import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryForm } from '../../../../frontend/src/admin/categories/CategoryForm';
import type { Category } from '../../../../frontend/src/lib/types';
import { ChakraScope } from '../../../../frontend/src/ui/chakra/ChakraScope';

/**
 * The category form sets the category's name and description in each other language (docs/product.md#languages):
 * the saved ones are shown when editing, a language emptied is removed, and names are checked as the API checks them.
 */
const world: Category = {
  _id: 'c1',
  name: 'World',
  slug: 'world',
  description: 'Everything that happens',
  color: '#007bff',
  icon: null,
  order: 1,
  parentCategory: null,
  subCategories: [],
  articleCount: 3,
  translations: { hi: { name: 'दुनिया', description: 'जो कुछ भी होता है' }, ta: { name: 'உலகம்', description: '' } },
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
const onDone = vi.fn();

function mount(editing: Category | null) {
  return render(
    <ChakraScope>
      <CategoryForm editing={editing} categories={[world]} onDone={onDone} />
    </ChakraScope>,
  );
}

const language = (name: string) => within(screen.getByRole('group', { name }));
const sent = () => JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, unknown>;

beforeEach(() => {
  fetchMock.mockReset();
  onDone.mockReset();
  fetchMock.mockImplementation(async () => json(200, { success: true, data: world }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('category form in other languages', () => {
  it('shows the saved translations when editing, and an empty field for a language without one', () => {
    mount(world);
    expect(language('Hindi').getByRole('textbox', { name: 'Name in Hindi' })).toHaveProperty('value', 'दुनिया');
    expect(language('Hindi').getByRole('textbox', { name: 'Description in Hindi' })).toHaveProperty('value', 'जो कुछ भी होता है');
    expect(language('Tamil').getByRole('textbox', { name: 'Name in Tamil' })).toHaveProperty('value', 'உலகம்');
    expect(language('Bengali').getByRole('textbox', { name: 'Name in Bengali' })).toHaveProperty('value', '');
    expect(screen.getAllByRole('group', { name: /^(Hindi|Marathi|Kannada|Tamil|Bengali|Malayalam|Telugu|Gujarati)$/ })).toHaveLength(8);
  });

  it('saves a new language, keeps the others, and removes one emptied', async () => {
    mount(world);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name in Bengali' }), { target: { value: ' বিশ্ব ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name in Tamil' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Category' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());

    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/categories\/c1$/);
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('PUT');
    expect(sent().translations).toEqual({
      hi: { name: 'दुनिया', description: 'जो कुछ भी होता है' },
      mr: null,
      kn: null,
      ta: null,
      bn: { name: 'বিশ্ব', description: '' },
      ml: null,
      te: null,
      gu: null,
    });
  });

  it('refuses a one-letter name in another language with the API\'s message, and sends nothing', async () => {
    mount(null);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name(?! in)/ }), { target: { value: 'Harbour' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name in Gujarati' }), { target: { value: 'બ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(await language('Gujarati').findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a category with its translations', async () => {
    mount(null);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name(?! in)/ }), { target: { value: 'Harbour' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name in Malayalam' }), { target: { value: 'തുറമുഖം' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description in Malayalam' }), { target: { value: 'കപ്പലുകൾ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST');
    expect(sent()).toMatchObject({ name: 'Harbour', translations: { ml: { name: 'തുറമുഖം', description: 'കപ്പലുകൾ' }, hi: null } });
  });
});
