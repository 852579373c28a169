// The names of the techniques and of the grades, as the hints, the ratings and the CLI say them.
#include <QCoreApplication>

#include "text/step_text.h"
#include "text/tr_contexts.h"

namespace qudoku::text {

using logic::Technique;

QString techniqueName(Technique technique) {
    switch (technique) {
    case Technique::FullHouse: return StepText::tr("Full house");
    case Technique::HiddenSingle: return StepText::tr("Hidden single");
    case Technique::AntiKnight: return StepText::tr("Anti-knight");
    case Technique::AntiKing: return StepText::tr("Anti-king");
    case Technique::OddEven: return StepText::tr("Odd/even cell");
    case Technique::WhiteDot: return StepText::tr("White dot");
    case Technique::BlackDot: return StepText::tr("Black dot");
    case Technique::XV: return StepText::tr("XV");
    case Technique::NonConsecutive: return StepText::tr("Non-consecutive");
    case Technique::MinimumMaximum: return StepText::tr("Minimum/maximum");
    case Technique::NoDot: return StepText::tr("No dot (negative rule)");
    case Technique::NoXV: return StepText::tr("No X or V (negative rule)");
    case Technique::Thermometer: return StepText::tr("Thermometer");
    case Technique::Quadruple: return StepText::tr("Quadruple");
    case Technique::KillerCage: return StepText::tr("Killer cage");
    case Technique::Arrow: return StepText::tr("Arrow");
    case Technique::LittleKiller: return StepText::tr("Little killer");
    case Technique::Sandwich: return StepText::tr("Sandwich");
    case Technique::XSum: return StepText::tr("X-sum");
    case Technique::SkyscraperClue: return StepText::tr("Skyscraper clue");
    case Technique::Renban: return StepText::tr("Renban line");
    case Technique::Whispers: return StepText::tr("German whispers");
    case Technique::Palindrome: return StepText::tr("Palindrome");
    case Technique::BetweenLine: return StepText::tr("Between line");
    case Technique::RegionSumLine: return StepText::tr("Region-sum line");
    case Technique::EntropicLine: return StepText::tr("Entropic line");
    case Technique::ModularLine: return StepText::tr("Modular line");
    case Technique::ZipperLine: return StepText::tr("Zipper line");
    case Technique::Innies: return StepText::tr("Innies (rule of 45)");
    case Technique::Outies: return StepText::tr("Outies (rule of 45)");
    case Technique::DirectPointing: return StepText::tr("Direct pointing");
    case Technique::DirectHiddenPair: return StepText::tr("Direct hidden pair");
    case Technique::NakedSingle: return StepText::tr("Naked single");
    case Technique::DirectHiddenTriple: return StepText::tr("Direct hidden triple");
    case Technique::Pointing: return StepText::tr("Pointing");
    case Technique::Claiming: return StepText::tr("Claiming");
    case Technique::NakedPair: return StepText::tr("Naked pair");
    case Technique::XWing: return StepText::tr("X-Wing");
    case Technique::HiddenPair: return StepText::tr("Hidden pair");
    case Technique::FinnedXWing: return StepText::tr("Finned X-Wing");
    case Technique::SashimiXWing: return StepText::tr("Sashimi X-Wing");
    case Technique::NakedTriple: return StepText::tr("Naked triple");
    case Technique::Swordfish: return StepText::tr("Swordfish");
    case Technique::HiddenTriple: return StepText::tr("Hidden triple");
    case Technique::StrongLinks2: return StepText::tr("Two strong links");
    case Technique::StrongLinks3: return StepText::tr("Three strong links");
    case Technique::StrongLinks4: return StepText::tr("Four strong links");
    case Technique::FinnedSwordfish: return StepText::tr("Finned Swordfish");
    case Technique::SashimiSwordfish: return StepText::tr("Sashimi Swordfish");
    case Technique::FinnedJellyfish: return StepText::tr("Finned Jellyfish");
    case Technique::SashimiJellyfish: return StepText::tr("Sashimi Jellyfish");
    case Technique::FrankenFish: return StepText::tr("Franken fish");
    case Technique::MutantFish: return StepText::tr("Mutant fish");
    case Technique::XYWing: return StepText::tr("XY-Wing");
    case Technique::XYZWing: return StepText::tr("XYZ-Wing");
    case Technique::WXYZWing: return StepText::tr("WXYZ-Wing");
    case Technique::VWXYZWing: return StepText::tr("VWXYZ-Wing");
    case Technique::UVWXYZWing: return StepText::tr("UVWXYZ-Wing");
    case Technique::TUVWXYZWing: return StepText::tr("TUVWXYZ-Wing");
    case Technique::UniqueLoop: return StepText::tr("Unique rectangle or loop");
    case Technique::UniqueRectangle1: return StepText::tr("Unique rectangle type 1");
    case Technique::UniqueRectangle4: return StepText::tr("Unique rectangle type 4");
    case Technique::UniqueRectangle2: return StepText::tr("Unique rectangle type 2");
    case Technique::UniqueRectangle3: return StepText::tr("Unique rectangle type 3");
    case Technique::UniqueRectangle5: return StepText::tr("Unique rectangle type 5");
    case Technique::UniqueRectangle6: return StepText::tr("Unique rectangle type 6");
    case Technique::HiddenRectangle: return StepText::tr("Hidden rectangle");
    case Technique::AvoidableRectangle1: return StepText::tr("Avoidable rectangle type 1");
    case Technique::AvoidableRectangle2: return StepText::tr("Avoidable rectangle type 2");
    case Technique::NakedQuad: return StepText::tr("Naked quad");
    case Technique::Jellyfish: return StepText::tr("Jellyfish");
    case Technique::HiddenQuad: return StepText::tr("Hidden quad");
    case Technique::BugPlusOne: return StepText::tr("BUG+1");
    case Technique::BugType2: return StepText::tr("BUG type 2");
    case Technique::BugType3: return StepText::tr("BUG type 3");
    case Technique::BugType4: return StepText::tr("BUG type 4");
    case Technique::BugPlusN: return StepText::tr("BUG+n");
    case Technique::Skyscraper: return StepText::tr("Skyscraper");
    case Technique::TwoStringKite: return StepText::tr("2-String Kite");
    case Technique::EmptyRectangle: return StepText::tr("Empty rectangle");
    case Technique::SimpleColouring: return StepText::tr("Simple colouring");
    case Technique::MultiColouring: return StepText::tr("Multi-colouring");
    case Technique::XChain: return StepText::tr("X-Chain");
    case Technique::TurbotFish: return StepText::tr("Turbot fish");
    case Technique::WWing: return StepText::tr("W-Wing");
    case Technique::RemotePair: return StepText::tr("Remote pair");
    case Technique::XYChain: return StepText::tr("XY-Chain");
    case Technique::Aic: return StepText::tr("Alternating inference chain");
    case Technique::AlignedPairExclusion: return StepText::tr("Aligned pair exclusion");
    case Technique::SueDeCoq: return StepText::tr("Sue de Coq");
    case Technique::AlsXz: return StepText::tr("ALS-XZ");
    case Technique::ForcingChain: return StepText::tr("Forcing chain");
    case Technique::NishioForcingChain: return StepText::tr("Nishio forcing chain");
    case Technique::MultipleForcingChain: return StepText::tr("Multiple forcing chains");
    case Technique::DynamicForcingChain: return StepText::tr("Dynamic forcing chains");
    case Technique::DynamicForcingChainPlus: return StepText::tr("Dynamic forcing chains (+)");
    case Technique::NestedForcingChain: return StepText::tr("Nested forcing chains");
    case Technique::AlignedTripleExclusion: return StepText::tr("Aligned triple exclusion");
    case Technique::AlsXyWing: return StepText::tr("ALS-XY-Wing");
    case Technique::AlsXyChain: return StepText::tr("ALS-XY-Chain");
    case Technique::DeathBlossom: return StepText::tr("Death blossom");
    case Technique::ProofBySearch: return StepText::tr("Proof by search");
    }
    return {};
}

QString gradeName(logic::Grade grade) {
    switch (grade) {
    case logic::Grade::Easy: return StepText::tr("easy");
    case logic::Grade::Medium: return StepText::tr("medium");
    case logic::Grade::Hard: return StepText::tr("hard");
    case logic::Grade::Unfair: return StepText::tr("very hard");
    case logic::Grade::Extreme: return StepText::tr("extreme");
    }
    return {};
}

} // namespace qudoku::text
