import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@eoa/ui/testing';
import BuilderApp from '../../../exposes/BuilderApp';
import { initialBuild, useBuildStore } from '../../../shared/build-state/build-store';
import { FORMULA_CONFIGS_KEY, useFormulaStore } from '../../../shared/formula-store';
import { builderRoutes } from '../../../testing/builder-fixture';

const renderEditor = () => renderWithProviders(null, { path: '/character-builder?tab=formula-editor', routes: [{ path: '/character-builder/*', element: <BuilderApp /> }] });
const statValue = (label: string) => {
  const stats = screen.getByRole('region', { name: 'Stats' });
  return within(stats).getAllByText(label, { selector: 'dt' })[0]!.nextElementSibling!.textContent;
};

beforeEach(() => {
  localStorage.clear();
  useBuildStore.setState(initialBuild());
  useFormulaStore.getState().resetAll();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('formula editor', () => {
  it('a custom formula is validated, saved for the class, kept in the browser and used by the stats', async () => {
    mockApi(builderRoutes());
    const { user } = renderEditor();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Stats' })).toHaveTextContent('Melee Critical'));
    expect(screen.getByRole('tab', { name: 'Guardian' })).toHaveAttribute('aria-selected', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Formula' }), 'custom');
    const text = screen.getByRole('textbox', { name: 'Custom formula' });
    await user.clear(text);
    await user.type(text, 'might +');
    await user.click(screen.getByRole('button', { name: 'Validate & Save Formula' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    await user.clear(text);
    await user.type(text, 'sqrt(-1)');
    await user.click(screen.getByRole('button', { name: 'Validate & Save Formula' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Formula does not produce a valid number');
    await user.clear(text);
    await user.type(text, '12.5');
    await user.click(screen.getByRole('button', { name: 'Validate & Save Formula' }));
    await waitFor(() => expect(statValue('Melee Critical')).toBe('12.5%'));
    expect(JSON.parse(localStorage.getItem(FORMULA_CONFIGS_KEY)!).guardian.formulas.meleeCrit).toMatchObject({ type: 'custom', customFormula: '12.5' });
    // The preview shows the formula and the total.
    expect(screen.getByLabelText('Preview')).toHaveTextContent('12.50%');

    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Reset Class' }));
    expect(window.confirm).toHaveBeenCalledWith('Reset Guardian formulas to defaults?');
    await waitFor(() => expect(statValue('Melee Critical')).not.toBe('12.5%'));
  });

  it('imports a configuration file, and refuses a file that is not JSON', async () => {
    mockApi(builderRoutes());
    const { user } = renderEditor();
    const input = screen.getByLabelText('Import', { selector: 'input' });
    await user.upload(input, new File(['nope'], 'f.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to import formulas. Invalid JSON file.');
    const file = { guardian: { version: '3.0.0', className: 'guardian', formulas: { parry: { type: 'custom', customFormula: '7' }, block: { type: 'mystery' } } } };
    await user.upload(input, new File([JSON.stringify(file)], 'f.json', { type: 'application/json' }));
    expect(await screen.findByText('Formulas imported successfully!')).toBeInTheDocument();
    expect(useFormulaStore.getState().configs.guardian.formulas.parry).toMatchObject({ type: 'custom', customFormula: '7' });
    // An unknown type is reset to the built-in formula.
    expect(useFormulaStore.getState().configs.guardian.formulas.block.type).toBe('echoes_of_angmar');
    await waitFor(() => expect(statValue('Parry')).toBe('7.0%'));
  });
});
