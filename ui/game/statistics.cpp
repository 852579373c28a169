#include "game/statistics.h"

#include <QSettings>
#include <QStringList>

#include <algorithm>

namespace qudoku::ui {

namespace {

const QString kGroup = QStringLiteral("statistics");
const QString kUnrated = QStringLiteral("unrated");

// "9x9-hard": one settings group per size and grade.
QString rowKey(int size, const QString& grade) { return QStringLiteral("%1x%1-%2").arg(size).arg(grade); }

int gradeOrder(const QString& grade) {
    for (logic::Grade g : {logic::Grade::Easy, logic::Grade::Medium, logic::Grade::Hard, logic::Grade::Unfair,
                           logic::Grade::Extreme})
        if (grade == QString::fromLatin1(logic::gradeKey(g))) return static_cast<int>(g);
    return 100;
}

} // namespace

QString statisticsGrade(std::optional<logic::Grade> grade) {
    if (!grade) return kUnrated;
    const std::string_view key = logic::gradeKey(*grade);
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

StatisticsRow Statistics::row(int size, const QString& grade) {
    QSettings settings;
    settings.beginGroup(kGroup);
    settings.beginGroup(rowKey(size, grade));
    StatisticsRow row;
    row.size = size;
    row.grade = grade;
    row.played = settings.value(QStringLiteral("played"), 0).toInt();
    row.solved = settings.value(QStringLiteral("solved"), 0).toInt();
    row.bestMs = settings.value(QStringLiteral("bestMs"), 0).toLongLong();
    row.totalMs = settings.value(QStringLiteral("totalMs"), 0).toLongLong();
    row.hints = settings.value(QStringLiteral("hints"), 0).toInt();
    return row;
}

std::vector<StatisticsRow> Statistics::rows() {
    QSettings settings;
    settings.beginGroup(kGroup);
    std::vector<StatisticsRow> out;
    for (const QString& key : settings.childGroups()) {
        const qsizetype x = key.indexOf(QLatin1Char('x')), dash = key.indexOf(QLatin1Char('-'));
        if (x <= 0 || dash <= x) continue;
        bool ok = false;
        const int size = key.left(x).toInt(&ok);
        if (!ok) continue;
        const StatisticsRow r = row(size, key.mid(dash + 1));
        if (r.played > 0) out.push_back(r);
    }
    std::sort(out.begin(), out.end(), [](const StatisticsRow& a, const StatisticsRow& b) {
        return a.size != b.size ? a.size < b.size : gradeOrder(a.grade) < gradeOrder(b.grade);
    });
    return out;
}

StatisticsRow Statistics::record(int size, const QString& grade, bool solved, qint64 elapsedMs, int hints) {
    const StatisticsRow before = row(size, grade);
    StatisticsRow after = before;
    ++after.played;
    after.hints += hints;
    if (solved) {
        ++after.solved;
        after.totalMs += elapsedMs;
        after.bestMs = after.bestMs == 0 ? elapsedMs : std::min(after.bestMs, elapsedMs);
    }
    QSettings settings;
    settings.beginGroup(kGroup);
    settings.beginGroup(rowKey(size, grade));
    settings.setValue(QStringLiteral("played"), after.played);
    settings.setValue(QStringLiteral("solved"), after.solved);
    settings.setValue(QStringLiteral("bestMs"), after.bestMs);
    settings.setValue(QStringLiteral("totalMs"), after.totalMs);
    settings.setValue(QStringLiteral("hints"), after.hints);
    return before;
}

void Statistics::reset() { QSettings().remove(kGroup); }

} // namespace qudoku::ui
