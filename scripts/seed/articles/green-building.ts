import type { SeedArticle } from '../types';
import { authors } from './authors';

export const greenBuildingArticles: SeedArticle[] = [
  {
    title: 'Green roofs explained: sedum, wildflowers and what your roof can carry',
    excerpt:
      'A green roof can keep a building cooler, slow rainwater run-off and give wildlife a home. Here is how to choose one and what to check before you start.',
    author: authors.surveyor,
    category: 'Green Building',
    tags: ['green roofs', 'biodiversity', 'flat roofs'],
    body: [
      'A green roof is a planted layer laid over a waterproof roof. On homes the most common type is an extensive roof: a thin, lightweight layer of growing medium planted with hardy sedums or wildflowers, needing little maintenance. Intensive roofs, with deeper soil for lawns, shrubs or even trees, are closer to a roof garden and need a much stronger structure and far more care.',
      '## Why have one',
      '- Rainwater is held back and released slowly, easing the load on drains during storms.\n- The planting shields the waterproofing from sunlight and temperature swings, which can extend its life.\n- The roof stays cooler in summer, which helps the rooms beneath.\n- Flowering plants feed pollinators, and biodiverse roofs can recreate local habitats.',
      '## Weight comes first',
      'A saturated extensive sedum roof typically weighs roughly 60 to 150 kg per square metre depending on its depth, and more for a wildflower or biodiverse roof with deeper substrate. Many garage and shed roofs were never designed for that, so ask for a structural check before committing. Extension roofs designed for a green roof from the start are far simpler.',
      '## What goes into it',
      'From the deck upwards a typical system has a waterproof membrane with a root barrier, a drainage and water-storage layer, a filter fleece, the growing medium and the plants. Outlets must stay clear, and a plant-free strip of pebbles around edges and outlets helps. The Green Roof Organisation publishes the GRO Code, the UK’s code of best practice, which good installers follow.',
      'Extensive roofs usually need one or two visits a year to pull out weeds and tree seedlings, check the outlets and feed the plants where needed. A well-installed green roof is not maintenance-free, but it comes close.',
    ],
  },
  {
    title: 'Breathable materials for older Hertfordshire homes',
    excerpt:
      'Solid-walled houses handle moisture differently from modern ones. Using breathable materials when you upgrade them avoids trapping damp in the walls.',
    author: authors.designer,
    category: 'Green Building',
    tags: ['solid walls', 'lime', 'period homes'],
    body: [
      'Many Hertfordshire homes built before about 1920 have solid brick or flint walls, laid in lime mortar and finished with lime plaster. These walls were built to absorb some moisture and let it evaporate again. Cement render, gypsum plaster, plastic paints and impermeable insulation can stop that happening and trap moisture in the wall, where it causes damp, decay and mould.',
      '## Choosing materials',
      '- Lime plaster and lime render, which let moisture move through them.\n- Wood-fibre boards for internal or external insulation, which are vapour-open and buffer moisture.\n- Breathable mineral or clay paints rather than vinyl emulsions.\n- Insulating lime or cork-lime plasters where there is only room for a thin layer.',
      '## Fix the causes of damp first',
      'Before insulating a solid wall, repair leaking gutters and downpipes, lower any outside ground level that sits above the inside floor, remove cement render that is trapping water and make sure air bricks are clear. Insulating a wet wall makes the problem worse.',
      '## Get the details right',
      'Internal wall insulation needs particular care around floor joists, window reveals and junctions with other walls, where cold spots can form. On complex walls a hygrothermal assessment, or at least an experienced designer, is worth paying for. If your home is listed or in a conservation area, speak to the council’s conservation officer before you start.',
    ],
  },
];
